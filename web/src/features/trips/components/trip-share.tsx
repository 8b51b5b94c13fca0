// The owner's private link to a trip (the shared box of a private link, with the trip's texts). Readers of
// the link see screens/shared-trip.tsx.
import { useTranslation } from 'react-i18next'
import { ShareLinkBox } from '@/components/share/share-link-box'
import { shareLinkTexts, shareLinkUrl } from '@/components/share/share-link-texts'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useShareTrip, useStopSharingTrip, useTripShareLink } from '../api/share'

export function TripShare({ userId, tripId }: { userId: string; tripId: string }) {
  const { t } = useTranslation('trips')
  const link = useTripShareLink(userId, tripId)
  const share = useShareTrip(userId, tripId)
  const stop = useStopSharingTrip(userId, tripId)
  const failure = share.error ?? stop.error ?? link.error
  return (
    <ShareLinkBox
      texts={shareLinkTexts(t)}
      url={shareLinkUrl(link, paths.sharedTrip)}
      creating={share.isPending}
      stopping={stop.isPending}
      failure={failure ? errorMessage(failure) : null}
      onCreate={() => share.mutate()}
      onStop={() => stop.mutateAsync()}
    />
  )
}
