// "I was here": a signed-in traveller's button on an event's page, beside the other actions. Disabled
// offline like every write (the page's NeedsNetwork says why).
import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccessCode } from '@travel/domain'
import { useOnline } from '@/hooks/use-online'
import { LazyCheckinDialog } from './lazy-checkin-dialog'

export function CheckinButton({ eventId, eventAccess }: { eventId: string; eventAccess: AccessCode }) {
  const { t } = useTranslation('checkins')
  const online = useOnline()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button colorPalette="brand" disabled={!online} onClick={() => setOpen(true)}>
        {t('add')}
      </Button>
      <LazyCheckinDialog eventId={eventId} eventAccess={eventAccess} open={open} onOpenChange={setOpen} />
    </>
  )
}
