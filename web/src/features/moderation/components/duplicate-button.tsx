// "Same place as…" on an event's page, for signed-in travellers when the event has a position: the
// claim's dialog (and the nearby events it offers) loads when it is first pressed.
import { Button } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FaClone } from 'react-icons/fa6'
import { withTexts } from '@/lib/lazy-screen'

const DuplicateDialog = lazy(withTexts(() => import('./duplicate-dialog'), ['reports', 'validation']))

export function DuplicateButton({ eventId, coordinates }: { eventId: string; coordinates: number[] }) {
  const { t } = useTranslation('reports')
  const [open, setOpen] = useState(false)
  const [trigger, setTrigger] = useState<HTMLElement | null>(null)
  const [lat, lng] = coordinates
  if (lat === undefined || lng === undefined) return null
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        title={t('duplicate.label')}
        onClick={(e) => {
          setTrigger(e.currentTarget)
          setOpen(true)
        }}
      >
        <FaClone aria-hidden="true" /> {t('duplicate.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DuplicateDialog
            event={{ _id: eventId, position: [lat, lng] }}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
          />
        </Suspense>
      ) : null}
    </>
  )
}
