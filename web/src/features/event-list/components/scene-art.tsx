// The site's own pictures: a small landscape drawn in SVG (sky, sun, two ranges of hills) with the
// section's motif in front. Drawn here rather than downloaded so no third-party image is shipped, and
// vector so the tiles stay sharp at every width without extra bytes.
import { Box, Flex } from '@chakra-ui/react'
import { useId, type ComponentType } from 'react'
import {
  FaBinoculars,
  FaCampground,
  FaCaravan,
  FaFire,
  FaLandmark,
  FaMapMarkedAlt,
  FaMountain,
  FaPlus,
  FaRoute,
  FaSitemap,
  FaTree,
  FaTruckPickup,
} from 'react-icons/fa'

export type SceneName =
  | 'camp'
  | 'route'
  | 'places'
  | 'itinerary'
  | 'sections'
  | 'add'
  | 'natural'
  | 'created'
  | 'offroad'
  | 'caravan_car'
  | 'nature'
  | 'built'
  | 'views'

interface Palette {
  skyTop: string
  skyBottom: string
  sun: string
  far: string
  near: string
  motif: ComponentType<{ size?: number | string; color?: string }>
}

const SCENES: Record<SceneName, Palette> = {
  camp: {
    skyTop: '#1d3557',
    skyBottom: '#e76f51',
    sun: '#f4a261',
    far: '#2a4d3a',
    near: '#173222',
    motif: FaCampground,
  },
  route: {
    skyTop: '#457b9d',
    skyBottom: '#f1faee',
    sun: '#ffd166',
    far: '#6c8f5e',
    near: '#3d5a35',
    motif: FaRoute,
  },
  places: {
    skyTop: '#264653',
    skyBottom: '#a8dadc',
    sun: '#fefae0',
    far: '#52796f',
    near: '#2f3e46',
    motif: FaMountain,
  },
  itinerary: {
    skyTop: '#3d348b',
    skyBottom: '#f7b801',
    sun: '#f18701',
    far: '#7678ed',
    near: '#2b2d6e',
    motif: FaMapMarkedAlt,
  },
  sections: {
    skyTop: '#2f5d3a',
    skyBottom: '#d4e6d7',
    sun: '#f2c14e',
    far: '#4f9161',
    near: '#1f3e27',
    motif: FaSitemap,
  },
  add: {
    skyTop: '#e0a82e',
    skyBottom: '#fff3c4',
    sun: '#ffffff',
    far: '#7db388',
    near: '#2f5d3a',
    motif: FaPlus,
  },
  natural: {
    skyTop: '#14213d',
    skyBottom: '#fca311',
    sun: '#ffba49',
    far: '#386641',
    near: '#1b3a20',
    motif: FaFire,
  },
  created: {
    skyTop: '#0077b6',
    skyBottom: '#caf0f8',
    sun: '#ffd60a',
    far: '#5a8f5e',
    near: '#2d5a3d',
    motif: FaCaravan,
  },
  offroad: {
    skyTop: '#7f5539',
    skyBottom: '#ede0d4',
    sun: '#ffb703',
    far: '#9c6644',
    near: '#582f0e',
    motif: FaTruckPickup,
  },
  caravan_car: {
    skyTop: '#219ebc',
    skyBottom: '#e9f5db',
    sun: '#ffb703',
    far: '#87a878',
    near: '#4a6b3f',
    motif: FaCaravan,
  },
  nature: {
    skyTop: '#2d6a4f',
    skyBottom: '#d8f3dc',
    sun: '#fefae0',
    far: '#40916c',
    near: '#1b4332',
    motif: FaTree,
  },
  built: {
    skyTop: '#6d597a',
    skyBottom: '#eaac8b',
    sun: '#ffcdb2',
    far: '#8d7b8f',
    near: '#355070',
    motif: FaLandmark,
  },
  views: {
    skyTop: '#023e8a',
    skyBottom: '#90e0ef',
    sun: '#ffffff',
    far: '#0096c7',
    near: '#03045e',
    motif: FaBinoculars,
  },
}

/** Decorative: the text next to it names the place, so the picture is hidden from screen readers. */
export function SceneArt({ scene, motifSize = '30%' }: { scene: SceneName; motifSize?: string }) {
  const id = useId()
  const p = SCENES[scene]
  const Motif = p.motif
  return (
    <Box position="relative" width="100%" height="100%" aria-hidden="true" overflow="hidden">
      <svg
        viewBox="0 0 400 240"
        preserveAspectRatio="xMidYMid slice"
        width="100%"
        height="100%"
        style={{ position: 'absolute', inset: 0 }}
      >
        <defs>
          <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={p.skyTop} />
            <stop offset="1" stopColor={p.skyBottom} />
          </linearGradient>
        </defs>
        <rect width="400" height="240" fill={`url(#${id}-sky)`} />
        <circle cx="318" cy="70" r="30" fill={p.sun} opacity="0.9" />
        <path d="M0 170 L60 120 L110 150 L170 95 L240 150 L300 110 L400 160 L400 240 L0 240 Z" fill={p.far} />
        <path d="M0 200 C80 170 140 215 220 190 C290 170 340 200 400 185 L400 240 L0 240 Z" fill={p.near} />
      </svg>
      <Flex position="absolute" inset="0" align="center" justify="center" color="white">
        <Box
          filter="drop-shadow(0 2px 6px rgba(0,0,0,0.45))"
          width={motifSize}
          height={motifSize}
          maxW="120px"
          maxH="120px"
        >
          <Motif size="100%" />
        </Box>
      </Flex>
    </Box>
  )
}
