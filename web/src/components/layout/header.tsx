// The header of every screen (spec.md §2 "Header"): brand, navigation (home, my events, wishlist, then
// the user's picture or "Sign in"), the language switch and the cover image. On a phone the links move
// into a drawer; Chakra's drawer traps focus, closes on Escape and returns focus to the menu button.
import {
  Avatar,
  Box,
  CloseButton,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LuMenu, LuMountainSnow } from 'react-icons/lu'
import { NavLink, Link as RouterLink } from 'react-router'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/stores/root-store'
import { CoverImage } from './cover-image'
import { LanguageSwitcher } from './language-switcher'

const NAV_ITEMS = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.myEvents, key: 'nav.myEvents', end: false },
  { to: paths.wishlist, key: 'nav.wishlist', end: false },
] as const

function NavItem({
  to,
  label,
  end,
  onNavigate,
}: {
  to: string
  label: string
  end: boolean
  onNavigate?: () => void
}) {
  return (
    <Link
      asChild
      color="white"
      fontWeight="medium"
      px="3"
      py="2"
      rounded="md"
      _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}
      _currentPage={{ bg: 'whiteAlpha.300' }}
      focusRingColor="sand.400"
    >
      <NavLink to={to} end={end} onClick={onNavigate}>
        {label}
      </NavLink>
    </Link>
  )
}

function AccountLink({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  if (!user) {
    return <NavItem to={paths.signIn} label={t('nav.signIn')} end onNavigate={onNavigate} />
  }
  return (
    <Link
      asChild
      rounded="full"
      aria-label={t('nav.profileOf', { name: user.username })}
      title={t('nav.profile')}
      focusRingColor="sand.400"
    >
      <NavLink to={paths.profile} onClick={onNavigate}>
        <Avatar.Root size="sm" colorPalette="brand" borderWidth="2px" borderColor="whiteAlpha.700">
          <Avatar.Fallback name={user.username} />
          {user.profilePicture ? <Avatar.Image src={user.profilePicture} alt="" /> : null}
        </Avatar.Root>
      </NavLink>
    </Link>
  )
}

function PhoneMenu() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton
          aria-label={t('nav.openMenu')}
          variant="ghost"
          color="white"
          _hover={{ bg: 'whiteAlpha.200' }}
          display={{ base: 'inline-flex', md: 'none' }}
        >
          <LuMenu />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="brand.700" color="white">
            <Drawer.Header>
              <Drawer.Title>{t('nav.menu')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label={t('nav.label')} gap="1">
                {NAV_ITEMS.map((item) => (
                  <NavItem key={item.to} to={item.to} label={t(item.key)} end={item.end} onNavigate={close} />
                ))}
                {user ? (
                  <NavItem to={paths.profile} label={t('nav.profile')} end onNavigate={close} />
                ) : (
                  <NavItem to={paths.signIn} label={t('nav.signIn')} end onNavigate={close} />
                )}
              </Stack>
              <Box mt="6">
                <LanguageSwitcher />
              </Box>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label={t('nav.closeMenu')} color="white" _hover={{ bg: 'whiteAlpha.200' }} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

export function Header() {
  const { t } = useTranslation()
  return (
    <Box as="header">
      <Flex bg="brand.700" color="white" px={{ base: '3', md: '6' }} py="2" align="center" gap="3">
        <Link
          asChild
          color="white"
          fontFamily="heading"
          fontWeight="bold"
          fontSize={{ base: 'md', md: 'lg' }}
          _hover={{ textDecoration: 'none' }}
          focusRingColor="sand.400"
          minW="0"
        >
          <RouterLink to={paths.home}>
            <LuMountainSnow aria-hidden="true" />
            <Text as="span" truncate>
              {t('brand')}
            </Text>
          </RouterLink>
        </Link>
        <HStack as="nav" aria-label={t('nav.label')} gap="1" ms="auto" display={{ base: 'none', md: 'flex' }}>
          {NAV_ITEMS.map((item) => (
            <NavItem key={item.to} to={item.to} label={t(item.key)} end={item.end} />
          ))}
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
