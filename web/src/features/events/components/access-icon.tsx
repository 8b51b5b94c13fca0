// How an event is reached, as a picture with a name: caravan (0), car (1), a monster truck otherwise.
import { Box } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { FaCar, FaCaravan, FaTruckPickup } from 'react-icons/fa'
import { accessNameOf } from '@travel/domain'

const ICONS = { caravan: FaCaravan, car: FaCar, offroad: FaTruckPickup } as const

export function AccessIcon({ access, size = 22 }: { access: number; size?: number }) {
  const { t } = useTranslation('events')
  const name = accessNameOf(access)
  const Icon = ICONS[name]
  return (
    <Box
      as="span"
      role="img"
      aria-label={t(`access.suits.${name}`)}
      title={t(`access.${name}`)}
      display="inline-flex"
      color="brand.fg"
    >
      <Icon size={size} aria-hidden="true" />
    </Box>
  )
}
