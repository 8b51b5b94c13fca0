// The header's navigation, shared by the wide header and the phone drawer (docs/screens.md "Header").
import { paths } from '@/config/paths'

export const NAV_ITEMS = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.myEvents, key: 'nav.myEvents', end: false },
  { to: paths.wishlist, key: 'nav.wishlist', end: false },
  { to: paths.trips, key: 'nav.trips', end: false },
] as const
