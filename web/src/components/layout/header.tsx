// The header of every screen (docs/screens.md "Header"): brand, navigation (home, my events, wishlist,
// then the notices bell and the user's picture, or "Sign in"), the language switch and the cover image. On
// a phone the links move into a drawer, which traps focus, closes on Escape and returns focus to its button.
import { Box, Flex, HStack, IconButton, Link, Text } from '@chakra-ui/react'
import { lazy, Suspense, useId, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { LuMenu, LuMountainSnow } from 'react-icons/lu'
import { NavLink, Link as RouterLink } from 'react-router'
import { paths } from '@/config/paths'
import { useAfterHydration } from '@/rendered-page/use-after-hydration'
import { useCurrentUser } from '@/stores/root-store'
import { CoverImage } from './cover-image'
import { HeaderSearch } from './header-search'
import { LanguageSwitcher } from './language-switcher'
import { NavItem } from './nav-item'
import { NAV_ITEMS } from './nav-items'
import type PhoneMenuDrawer from './phone-menu-drawer'

// (a type-only import: the drawer's code stays in its own chunk)
let drawerModule: Promise<{ default: typeof PhoneMenuDrawer }> | undefined
const loadDrawer = () => (drawerModule ??= import('./phone-menu-drawer'))
type DrawerComponent = ComponentType<Parameters<typeof PhoneMenuDrawer>[0]>

const UserAvatar = lazy(() => import('./user-avatar'))
// the bell with the unread notices' count: asked for once the page has hydrated, only for a signed-in user
const NoticesBell = lazy(() => import('./notices-bell'))

function AccountLink() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const afterHydration = useAfterHydration()
  if (!user) {
    return <NavItem to={paths.signIn} label={t('nav.signIn')} end />
  }
  return (
    <HStack gap="1">
      {afterHydration ? (
        // while its code loads: a box of the bell's size, so the header does not move
        <Suspense fallback={<Box boxSize="10" />}>
          <NoticesBell userId={user._id} />
        </Suspense>
      ) : (
        <Box boxSize="10" />
      )}
      <Link
        asChild
        rounded="full"
        aria-label={t('nav.profileOf', { name: user.username })}
        title={t('nav.profile')}
        focusRingColor="sand.400"
      >
        <NavLink to={paths.profile}>
          {/* while its code loads: a ring of the avatar's size, so the header does not move */}
          <Suspense
            fallback={<Box boxSize="8" rounded="full" borderWidth="2px" borderColor="whiteAlpha.700" />}
          >
            <UserAvatar name={user.username} picture={user.profilePicture} />
          </Suspense>
        </NavLink>
      </Link>
    </HStack>
  )
}

/**
 * The menu button; its drawer's code is loaded on the first press (or as the pointer goes down on it),
 * and the drawer is rendered once it is there, opening at once (no Suspense boundary in between).
 */
function PhoneMenu() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  // Kept once loaded, so the drawer stays mounted and can play its closing animation.
  const [Drawer, setDrawer] = useState<DrawerComponent | null>(null)
  const triggerId = useId()
  const contentId = useId()
  return (
    <>
      <IconButton
        id={triggerId}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        variant="ghost"
        color="white"
        _hover={{ bg: 'whiteAlpha.200' }}
        display={{ base: 'inline-flex', md: 'none' }}
        onPointerDown={() => void loadDrawer()}
        onClick={() => {
          loadDrawer().then(
            (module) => {
              setDrawer(() => module.default)
              setOpen(true)
            },
            (error: unknown) => {
              // e.g. offline, or a new release replaced the files: the next press tries again
              drawerModule = undefined
              console.error('The menu could not be loaded', error)
            },
          )
        }}
      >
        <LuMenu />
      </IconButton>
      {Drawer ? (
        <Drawer open={open} onOpenChange={setOpen} triggerId={triggerId} contentId={contentId} />
      ) : null}
    </>
  )
}

export function Header() {
  const { t } = useTranslation()
  const moderator = useCurrentUser()?.moderator === true
  return (
    <Box as="header">
      <Flex bg="brand.700" color="white" px={{ base: '3', md: '6' }} py="2" align="center" gap="3">
        <Link
          asChild
          color="white"
          fontFamily="heading"
          fontWeight="bold"
          fontSize={{ base: 'sm', sm: 'md', md: 'lg' }}
          lineHeight="short"
          _hover={{ textDecoration: 'none' }}
          focusRingColor="sand.400"
          minW="0"
        >
          <RouterLink to={paths.home}>
            <LuMountainSnow aria-hidden="true" />
            {/* on a phone the whole name on two lines rather than cut off on one */}
            <Text as="span" lineClamp={{ base: 2, md: 1 }} wordBreak="normal">
              {t('brand')}
            </Text>
          </RouterLink>
        </Link>
        <HeaderSearch />
        <HStack as="nav" aria-label={t('nav.label')} gap="1" ms="auto" display={{ base: 'none', md: 'flex' }}>
          {NAV_ITEMS.map((item) => (
            <NavItem key={item.to} to={item.to} label={t(item.key)} end={item.end} />
          ))}
          {moderator ? <NavItem to={paths.moderation} label={t('nav.moderation')} end={false} /> : null}
        </HStack>
        <HStack gap="3" ms={{ base: 'auto', md: '2' }} flexShrink={0}>
          <Box display={{ base: 'none', md: 'block' }}>
            <LanguageSwitcher />
          </Box>
          <AccountLink />
          <PhoneMenu />
        </HStack>
      </Flex>
      <Box position="relative" h={{ base: '110px', md: '180px' }} overflow="hidden">
        <CoverImage label={t('cover')} />
        <Text
          position="absolute"
          insetX="0"
          top={{ base: '3', md: '6' }}
          px="4"
          textAlign="center"
          color="white"
          fontFamily="heading"
          fontWeight="semibold"
          fontSize={{ base: 'sm', md: 'xl' }}
          textShadow="0 1px 3px rgba(0,0,0,0.6)"
        >
          {t('tagline')}
        </Text>
      </Box>
    </Box>
  )
}
