// Where a list offers to add an event: the button and modal for a signed-in user, a sign-in prompt for a
// visitor (docs/api.md). Offline the button is disabled and says why (docs/offline.md).
import { Button, Stack } from '@chakra-ui/react'
import { Suspense, lazy, useState } from 'react'
import { withTexts } from '@/lib/lazy-screen'
import { useTranslation } from 'react-i18next'
import { FaPlus } from 'react-icons/fa'
import { NeedsNetwork } from '@/components/offline/needs-network'
import { SignInNotice } from '@/components/feedback/sign-in-notice'
import { useOnline } from '@/hooks/use-online'
import { useCurrentUser } from '@/stores/root-store'
import type { EventDto, EventFormValues } from '@travel/domain'

// The form and its upload code load on first opening, not with every list.
const AddEventDialog = lazy(
  withTexts(() => import('./add-event-dialog'), ['event-form', 'uploads', 'validation']),
)

export interface AddEventDraft {
  values: Partial<EventFormValues>
  onCreated: (event: EventDto) => Promise<void>
}

/** `draft`: the form opens at once, filled in (an itinerary from a trip, ?trip=). */
export function AddEventPanel({ draft }: { draft?: AddEventDraft | null }) {
  const { t } = useTranslation('events')
  const user = useCurrentUser()
  const [open, setOpen] = useState(false)
  // a draft opens the form once when it arrives; closing it leaves the list as usual
  const [openedFor, setOpenedFor] = useState<AddEventDraft | null>(null)
  if (draft && !openedFor) {
    setOpenedFor(draft)
    setOpen(true)
  }
  const online = useOnline()

  if (!user) {
    return <SignInNotice status="info" message={t('list.signInToAdd')} linkLabel={t('list.signIn')} />
  }
  return (
    <Stack align="flex-end" gap="1" textAlign="end">
      <Button colorPalette="brand" disabled={!online} onClick={() => setOpen(true)}>
        <FaPlus aria-hidden="true" /> {t('list.add')}
      </Button>
      <NeedsNetwork />
      {open ? (
        <Suspense fallback={null}>
          <AddEventDialog
            open={open}
            onOpenChange={setOpen}
            initialValues={draft?.values}
            onCreated={draft?.onCreated}
          />
        </Suspense>
      ) : null}
    </Stack>
  )
}
