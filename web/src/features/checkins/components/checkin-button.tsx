// "I was here": a signed-in traveller's button on an event's page, beside the other actions. It works
// offline too: the check-in is then kept on the device and sent when the network returns.
import { Button } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AccessCode } from '@travel/domain'
import { LazyCheckinDialog } from './lazy-checkin-dialog'

interface CheckinButtonProps {
  eventId: string
  eventAccess: AccessCode
  /** the dialog opened from elsewhere too (a report of a place gone suggests a check-in instead) */
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

export function CheckinButton({ eventId, eventAccess, open: shown, onOpenChange }: CheckinButtonProps) {
  const { t } = useTranslation('checkins')
  const [ownOpen, setOwnOpen] = useState(false)
  const open = shown ?? ownOpen
  const setOpen = onOpenChange ?? setOwnOpen
  return (
    <>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        {t('add')}
      </Button>
      <LazyCheckinDialog eventId={eventId} eventAccess={eventAccess} open={open} onOpenChange={setOpen} />
    </>
  )
}
