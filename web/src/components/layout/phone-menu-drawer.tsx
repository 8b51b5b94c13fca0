// The phone menu's drawer: the navigation and the language switch. It is its own chunk, loaded when the
// menu is first opened, because Chakra's dialog machinery (focus trap, dismissable layer, presence) is
// needed by no other part of the first page.
import { Box, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react'
import { drawerSlotRecipe } from '@chakra-ui/react/theme'
import { useTranslation } from 'react-i18next'
import { paths } from '@/config/paths'
import { useCurrentUser } from '@/stores/root-store'
import { LanguageSwitcher } from './language-switcher'
import { NavItem } from './nav-item'
import { NAV_ITEMS } from './nav-items'

export default function PhoneMenuDrawer({
  open,
  onOpenChange,
  triggerId,
  contentId,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /**
   * The id of the menu button, which lives outside this chunk: the drawer treats it as its trigger (a
   * press on it is not a click outside that closes the drawer; focus returns to it on closing).
   */
  triggerId: string
  contentId: string
}) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const close = () => onOpenChange(false)
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="end"
      size="xs"
      ids={{ trigger: triggerId, content: contentId }}
    >
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
                {user?.moderator ? (
                  <NavItem to={paths.moderation} label={t('nav.moderation')} end={false} onNavigate={close} />
                ) : null}
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
