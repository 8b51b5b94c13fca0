// The bell beside the user's picture: a link to /notices with the count of unread notices, asked for every
// minute and when the tab comes back. Its code loads only for a signed-in user once the page has hydrated.
import { Box, IconButton } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { LuBell } from 'react-icons/lu'
import { NavLink } from 'react-router'
import { paths } from '@/config/paths'
import { useUnreadNotices } from '@/lib/notices'

/** At most "99+": the badge stays small. */
const MAX_SHOWN = 99

export default function NoticesBell({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation()
  const unread = useUnreadNotices(userId).data?.unread ?? 0
  const label = t('nav.bell', { count: unread })
  return (
    // The count sits beside the button, not in it: the icon button's styles would lay it out as an icon.
    <Box position="relative" display="inline-flex">
      <IconButton
        asChild
        aria-label={label}
        title={label}
        variant="ghost"
        color="white"
        rounded="full"
        _hover={{ bg: 'whiteAlpha.200' }}
        focusRingColor="sand.400"
      >
        <NavLink to={paths.notices}>
          <LuBell aria-hidden="true" />
        </NavLink>
      </IconButton>
      {unread > 0 ? (
        <Box
          as="span"
          aria-hidden="true"
          position="absolute"
          top="-1"
          insetEnd="-1"
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          minW="5"
          h="5"
          px="1"
          rounded="full"
          bg="red.solid"
          color="white"
          fontSize="xs"
          fontWeight="bold"
          lineHeight="1"
          pointerEvents="none"
        >
          {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread.toLocaleString(i18n.language)}
        </Box>
      ) : null}
    </Box>
  )
}
