// "Report": a quiet button beside an event, a check-in, a photo or a traveller's name, for everyone
// (visitors may report illegal content). The dialog's code loads when it is first pressed.
import { Button, IconButton } from '@chakra-ui/react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FaFlag } from 'react-icons/fa6'
import type { ReportTargetInput } from '@travel/domain'
import { withTexts } from '@/lib/lazy-screen'

const ReportDialog = lazy(withTexts(() => import('./report-dialog'), ['reports', 'validation']))

export interface ReportButtonProps {
  target: ReportTargetInput
  /** the button's accessible name, saying what is reported ("Report the check-in by carol") */
  label: string
  /** the flag alone, beside a name; otherwise the flag and "Report" */
  iconOnly?: boolean
  /** an event's report: "closed or gone" offers to add a check-in saying so instead */
  onAddCheckin?: (() => void) | undefined
}

export function ReportButton({ target, label, iconOnly = false, onAddCheckin }: ReportButtonProps) {
  const { t } = useTranslation('reports')
  const [open, setOpen] = useState(false)
  const [trigger, setTrigger] = useState<HTMLElement | null>(null)
  const common = {
    'aria-label': label,
    'aria-haspopup': 'dialog' as const,
    title: label,
    variant: 'ghost' as const,
    size: 'xs' as const,
    color: 'fg.muted',
    onClick: (event: { currentTarget: HTMLElement }) => {
      setTrigger(event.currentTarget)
      setOpen(true)
    },
  }
  return (
    <>
      {iconOnly ? (
        <IconButton {...common}>
          <FaFlag aria-hidden="true" />
        </IconButton>
      ) : (
        <Button {...common}>
          <FaFlag aria-hidden="true" /> {t('button')}
        </Button>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            target={target}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
            onAddCheckin={onAddCheckin}
          />
        </Suspense>
      ) : null}
    </>
  )
}
