// Whether a list shows the places travellers found gone: left out unless the reader asks, on every list
// but a traveller's own (which always shows all of their events).
import { Button } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

export function ShowGoneToggle({
  pressed,
  onChange,
}: {
  pressed: boolean
  onChange: (pressed: boolean) => void
}) {
  const { t } = useTranslation('events')
  return (
    <Button
      size="sm"
      variant={pressed ? 'solid' : 'outline'}
      colorPalette="gray"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
    >
      {t('list.showGone')}
    </Button>
  )
}
