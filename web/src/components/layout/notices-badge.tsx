// How many notices from the moderators the signed-in user has not read, beside their picture, as a link
// to them on the profile. Its code loads only for a signed-in user once the page has hydrated.
import { Link } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { paths } from '@/config/paths'
import { useNotices } from '@/lib/notices'

export default function NoticesBadge({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation()
  const unread = useNotices(userId).data?.unread ?? 0
  if (!unread) return null
  const label = t('nav.notices', { count: unread })
  return (
    <Link
      asChild
      position="absolute"
      top="-1.5"
      insetEnd="-2"
      minW="5"
      h="5"
      px="1"
      rounded="full"
      bg="red.solid"
      color="white"
      fontSize="xs"
      fontWeight="bold"
      justifyContent="center"
      aria-label={label}
      title={label}
      focusRingColor="sand.400"
      _hover={{ textDecoration: 'none' }}
    >
      <RouterLink to={paths.notices}>{unread > 99 ? '99+' : unread.toLocaleString(i18n.language)}</RouterLink>
    </Link>
  )
}
