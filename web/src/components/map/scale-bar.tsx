// A scale bar of a round length (1, 2 or 5 × a power of ten) at most 100 px long, in the reader's units.
import { Box, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { formatUnit } from '@/utils/format-number'
import { metresPerPixel, pagePx } from './viewport'

const MAX_PX = 100

function niceLength(maxMetres: number): number {
  const power = 10 ** Math.floor(Math.log10(maxMetres))
  for (const step of [5, 2, 1]) if (step * power <= maxMetres) return step * power
  return power
}

export function ScaleBar({ lat, zoom }: { lat: number; zoom: number }) {
  const { i18n } = useTranslation()
  const perPx = metresPerPixel(lat, zoom)
  const metres = niceLength(perPx * MAX_PX)
  const km = metres >= 1000
  const label = formatUnit(km ? metres / 1000 : metres, i18n.language, km ? 'kilometer' : 'meter', 3)
  return (
    <Box bg="bg/70" px="1" borderRadius="sm" data-testid="scale-bar">
      <Text fontSize="2xs" color="fg" lineHeight="short">
        {label}
      </Text>
      <Box width={`${pagePx(metres / perPx)}px`} height="1.5" borderWidth="0 2px 2px 2px" borderColor="fg" />
    </Box>
  )
}
