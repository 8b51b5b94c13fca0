// The header's cover image, drawn inline so it costs no request and scales to any width: a sunset over
// mountains, a road, a caravan and an off-road car. `slice` fills the band without squeezing the picture;
// `YMax` keeps the road and the vehicles in view and crops the sky.
import { chakra } from '@chakra-ui/react'

export function CoverImage({ label }: { label: string }) {
  return (
    <chakra.svg
      viewBox="0 0 1200 260"
      preserveAspectRatio="xMidYMax slice"
      role="img"
      aria-label={label}
      display="block"
      w="100%"
      h="100%"
    >
      <defs>
        <linearGradient id="cover-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f3e27" />
          <stop offset="0.45" stopColor="#a9572c" />
          <stop offset="0.8" stopColor="#f2c14e" />
        </linearGradient>
        <linearGradient id="cover-road" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#5b4a3a" />
          <stop offset="1" stopColor="#3a2f25" />
        </linearGradient>
      </defs>
      <rect width="1200" height="260" fill="url(#cover-sky)" />
      <circle cx="860" cy="150" r="46" fill="#ffe3a3" opacity="0.9" />
      <path
        d="M0 170 L120 95 L210 150 L330 70 L450 160 L560 100 L700 170 L820 90 L960 165 L1080 80 L1200 150 L1200 260 L0 260 Z"
        fill="#4f9161"
        opacity="0.55"
      />
      <path
        d="M0 200 L90 150 L200 190 L310 130 L420 195 L540 140 L660 200 L790 145 L900 205 L1030 140 L1200 195 L1200 260 L0 260 Z"
        fill="#2f5d3a"
      />
      <path d="M0 230 C200 205 380 215 560 225 C760 236 980 215 1200 222 L1200 260 L0 260 Z" fill="#1f3e27" />
      <path
        d="M460 260 C520 236 600 224 700 221 C790 219 880 224 960 232 L1010 260 Z"
        fill="url(#cover-road)"
      />
      <path
        d="M560 250 C630 236 720 229 820 230"
        stroke="#f2c14e"
        strokeWidth="3"
        strokeDasharray="14 12"
        fill="none"
      />
      {/* caravan */}
      <g transform="translate(600 196)">
        <rect x="0" y="0" width="74" height="34" rx="10" fill="#f4efe6" />
        <rect x="10" y="8" width="20" height="12" rx="3" fill="#7db388" />
        <rect x="40" y="8" width="14" height="20" rx="2" fill="#d4e6d7" />
        <rect x="0" y="24" width="74" height="4" fill="#e0a82e" />
        <circle cx="26" cy="36" r="7" fill="#172e1d" />
        <line x1="74" y1="28" x2="92" y2="30" stroke="#172e1d" strokeWidth="3" />
      </g>
      {/* off-road car */}
      <g transform="translate(690 192)">
        <path d="M0 22 L6 6 Q8 2 14 2 L44 2 Q50 2 52 8 L58 22 L64 24 L64 34 L0 34 Z" fill="#e0a82e" />
        <rect x="14" y="7" width="14" height="11" rx="2" fill="#d4e6d7" />
        <rect x="32" y="7" width="14" height="11" rx="2" fill="#d4e6d7" />
        <rect x="8" y="-4" width="44" height="5" rx="2" fill="#172e1d" />
        <circle cx="15" cy="37" r="8" fill="#172e1d" />
        <circle cx="50" cy="37" r="8" fill="#172e1d" />
      </g>
      <g fill="#172e1d">
        <path d="M120 236 l10 -34 l10 34 Z" />
        <path d="M150 240 l8 -26 l8 26 Z" />
        <path d="M1040 232 l11 -36 l11 36 Z" />
        <path d="M1075 238 l8 -26 l8 26 Z" />
      </g>
    </chakra.svg>
  )
}
