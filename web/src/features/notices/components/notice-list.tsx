// The reader's notices, newest first, a page at a time: those unread when first shown stay marked new
// while the reader is here and, once the list has been on screen, are marked read; or all at once.
import { Box, Button, Flex, Stack } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isModerationNotice, type NoticeDto } from '@travel/domain'
import { EmptyState, ErrorState, LoadingState } from '@/components/feedback/status-views'
import { LoadMoreButton } from '@/components/paging/load-more-button'
import { useSeenOnScreen } from '@/hooks/use-seen-on-screen'
import { errorMessage } from '@/lib/api-client'
import { useUnreadNotices } from '@/lib/notices'
import { useMarkNoticesRead, useNotices } from '../api/notices'
import { ActivityNotice } from './activity-notice'
import { ModerationNotice } from './moderation-notice'

function NoticeItem({ notice, fresh }: { notice: NoticeDto; fresh: boolean }) {
  return isModerationNotice(notice) ? (
    <ModerationNotice notice={notice} fresh={fresh} />
  ) : (
    <ActivityNotice notice={notice} fresh={fresh} />
  )
}

export function NoticeList({ userId }: { userId: string }) {
  const { t } = useTranslation('notices')
  const notices = useNotices(userId)
  const unread = useUnreadNotices(userId).data?.unread ?? 0
  const markRead = useMarkNoticesRead(userId)
  const markAll = useMarkNoticesRead(userId)
  const list = useRef<HTMLDivElement>(null)
  const seen = useSeenOnScreen(list)
  const all = notices.data?.pages.flatMap((page) => page.notices)
  // unread when first shown: marked new until the reader marks them all read
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set())
  const unseen = all?.filter((notice) => !notice.read && !fresh.has(notice.id)) ?? []
  if (unseen.length) setFresh(new Set([...fresh, ...unseen.map((notice) => notice.id)]))
  const unreadIds = all?.filter((notice) => !notice.read).map((notice) => notice.id) ?? []
  const toMark = seen && !markRead.isPending && !markRead.isError ? unreadIds.join(',') : ''
  const { mutate } = markRead
  useEffect(() => {
    if (toMark) mutate({ ids: toMark.split(',') })
  }, [toMark, mutate])

  // the element watched is there from the start, the list only once it has loaded
  return <Box ref={list}>{content()}</Box>

  function content() {
    // a page that failed after the first keeps the ones shown, with the error below them
    if (!all) {
      if (notices.isError) return <ErrorState message={errorMessage(notices.error)} />
      return <LoadingState label={t('loading')} />
    }
    if (!all.length) return <EmptyState message={t('empty')} />
    return (
      <Stack gap="4">
        {unread > 0 || fresh.size > 0 ? (
          <Flex justify="flex-end">
            <Button
              size="sm"
              variant="outline"
              loading={markAll.isPending}
              onClick={() => markAll.mutate({}, { onSuccess: () => setFresh(new Set()) })}
            >
              {t('markAll')}
            </Button>
          </Flex>
        ) : null}
        {markAll.isError ? <ErrorState message={errorMessage(markAll.error)} /> : null}
        <Stack as="ul" gap="3" ps="0" m="0">
          {all.map((notice) => (
            <NoticeItem key={notice.id} notice={notice} fresh={fresh.has(notice.id)} />
          ))}
        </Stack>
        <LoadMoreButton list={notices} label={t('more')} />
        {notices.isError ? <ErrorState message={errorMessage(notices.error)} /> : null}
      </Stack>
    )
  }
}
