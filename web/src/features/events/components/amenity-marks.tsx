// What an event offers, as icons with names: each fact's icon, and the few marks a card has room for (yes
// facts, free, 4x4). The event page's full list is event-detail's (amenity-list.tsx).
import { Box, Flex } from '@chakra-ui/react'
import type { IconType } from 'react-icons'
import { useTranslation } from 'react-i18next'
import {
  LuBanknote,
  LuDog,
  LuDroplet,
  LuFlame,
  LuMountain,
  LuPlug,
  LuShowerHead,
  LuToilet,
  LuTrash2,
  LuTreePine,
  LuWifi,
} from 'react-icons/lu'
import { YES_NO_FACTS, type Amenities, type YesNoFact } from '@travel/domain'

export const FACT_ICONS: Record<YesNoFact | 'fourByFour', IconType> = {
  water: LuDroplet,
  toilets: LuToilet,
  showers: LuShowerHead,
  dump: LuTrash2,
  electricity: LuPlug,
  wifi: LuWifi,
  fire: LuFlame,
  dogs: LuDog,
  shade: LuTreePine,
  fourByFour: LuMountain,
}

/** A card's compact marks: an icon for each fact it has (and free, 4x4), each named for screen readers. */
export function AmenityIcons({ amenities }: { amenities: Amenities | undefined }) {
  const { t } = useTranslation('events')
  if (!amenities) return null
  const marks: { key: string; icon: IconType; label: string }[] = []
  for (const fact of YES_NO_FACTS)
    if (amenities[fact] === true)
      marks.push({ key: fact, icon: FACT_ICONS[fact], label: t(`amenities.facts.${fact}`) })
  if (amenities.price?.amount === 0) marks.push({ key: 'free', icon: LuBanknote, label: t('amenities.free') })
  if (amenities.fourByFour === true)
    marks.push({ key: '4x4', icon: FACT_ICONS.fourByFour, label: t('amenities.facts.fourByFour') })
  if (!marks.length) return null
  // Pictures with names, not a list: a card is an item of the events list, and a list in it would add
  // items to that list for anyone counting its cards.
  return (
    <Flex gap="2" wrap="wrap" color="brand.fg">
      {marks.map(({ key, icon: Icon, label }) => (
        <Box as="span" key={key} role="img" aria-label={label} title={label} display="inline-flex">
          <Icon size={16} aria-hidden="true" />
        </Box>
      ))}
    </Flex>
  )
}
