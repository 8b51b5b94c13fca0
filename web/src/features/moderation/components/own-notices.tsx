// "Notices" on the profile: what the moderators did about the reader's items and reports, newest first, in
// the reader's language. Those not read yet are marked new and, once the list has been on screen, read.
import { Badge, Box, Card, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import type { NoticeDto } from '@travel/domain'
import { ErrorState } from '@/components/feedback/status-views'
import { config } from '@/config/env'
import { useSeenOnScreen } from '@/hooks/use-seen-on-screen'
import { errorMessage } from '@/lib/api-client'
import { useNotices } from '@/lib/notices'
import { formatDate } from '@/utils/format-date'
import { useMarkNoticesRead } from '../api/mark-notices-read'

const NOTICE_TYPES = ['event', 'checkin', 'photo', 'user'] as const
type NoticeType = (typeof NOTICE_TYPES)[number]

function typeOf(notice: NoticeDto): NoticeType {
  const type = notice.key.split(':')[0]
  return NOTICE_TYPES.find((known) => known === type) ?? 'event'
}

/** The sentence that names the item and says what happened to it, in the gender of its type's noun. */
function what(notice: NoticeDto): string {
  const type = typeOf(notice)
  if (notice.kind === 'hidden' || !notice.action) return `notices.hidden.${type}`
  return `notices.${notice.kind === 'decision-author' ? 'author' : 'reporter'}.${notice.action}.${type}`
}

/**
 * Who may contest what (the internal complaint, then out of court): an author whose item is hidden or
 * removed, and a reporter whose report did not remove the item. A decision in someone's favour needs no
 * appeal.
 */
function mayAppeal(notice: NoticeDto): boolean {
  if (notice.kind === 'hidden' || !notice.action) return true
  return notice.kind === 'decision-author' ? notice.action === 'remove' : notice.action !== 'remove'
}

function MailLink({ email, children }: { email: string; children?: ReactNode }) {
  return (
    <Link href={`mailto:${email}`} color="brand.fg" fontWeight="semibold">
      {children}
    </Link>
  )
}

function Notice({ notice, fresh }: { notice: NoticeDto; fresh: boolean }) {
  const { t, i18n } = useTranslation(['moderation', 'reports'])
  const type = typeOf(notice)
  const reason =
    notice.kind === 'hidden' || !notice.action
      ? t(`reports:reasons.${notice.reason}`, { defaultValue: notice.reason })
      : t(`reports:decisions.${notice.reason}`, { defaultValue: notice.reason })
  return (
    <Box as="li" listStyleType="none" borderBottomWidth="1px" pb="3">
      <Flex gap="2" justify="space-between" align="baseline" wrap="wrap">
        <Text fontWeight="semibold" wordBreak="break-word">
          {t('notices.item', { type: t(`notices.types.${type}`), label: notice.label })}
        </Text>
        <Flex gap="2" align="center">
          {fresh ? (
            <Badge colorPalette="brand" variant="solid">
              {t('notices.new')}
            </Badge>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={notice.createdAt}>{formatDate(notice.createdAt, i18n.language, 'medium')}</time>
          </Text>
        </Flex>
      </Flex>
      <Text mt="1">{t(what(notice), { label: notice.label })}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t('notices.reason', { reason })}
      </Text>
      {notice.text ? (
        <Box mt="1" fontSize="sm">
          <Text color="fg.muted">{t('notices.note')}</Text>
          <Text whiteSpace="pre-wrap" wordBreak="break-word" borderStartWidth="3px" ps="3">
            {notice.text}
          </Text>
        </Box>
      ) : null}
      {mayAppeal(notice) ? (
        <Text mt="1" fontSize="sm">
          <Trans
            t={t}
            i18nKey="notices.appeal"
            values={{ email: config.contact.email }}
            components={{ mail: <MailLink email={config.contact.email} /> }}
          />
        </Text>
      ) : null}
    </Box>
  )
}

export default function OwnNotices({ userId }: { userId: string }) {
  const { t } = useTranslation('moderation')
  const notices = useNotices(userId)
  const markRead = useMarkNoticesRead(userId)
  const section = useRef<HTMLDivElement>(null)
  const seen = useSeenOnScreen(section)
  // the ones unread when first shown stay marked new while the reader is here
  const [fresh, setFresh] = useState<ReadonlySet<string> | null>(null)
  const list = notices.data?.notices
  if (list && !fresh) setFresh(new Set(list.filter((notice) => !notice.read).map((notice) => notice.id)))
  const unreadIds = list?.filter((notice) => !notice.read).map((notice) => notice.id) ?? []
  const toMark = seen && !markRead.isPending && !markRead.isError ? unreadIds.join(',') : ''
  const { mutate } = markRead
  useEffect(() => {
    if (toMark) mutate(toMark.split(','))
  }, [toMark, mutate])
  // the header's count links here (/profile#notices); the router does not scroll to a fragment itself
  const hasList = Boolean(list)
  useEffect(() => {
    if (hasList && window.location.hash === '#notices') section.current?.scrollIntoView?.()
  }, [hasList])

  return (
    <Card.Root as="section" ref={section} aria-labelledby="notices-heading" id="notices">
      <Card.Header>
        <Heading as="h2" size="lg" id="notices-heading">
          {t('notices.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        {notices.status === 'pending' ? (
          <Skeleton height="16" borderRadius="l2" aria-hidden="true" />
        ) : notices.status === 'error' ? (
          <ErrorState message={errorMessage(notices.error)} />
        ) : notices.data.notices.length === 0 ? (
          <Text color="fg.muted">{t('notices.empty')}</Text>
        ) : (
          <Stack as="ul" gap="3" ps="0" m="0">
            {notices.data.notices.map((notice) => (
              <Notice key={notice.id} notice={notice} fresh={fresh?.has(notice.id) ?? !notice.read} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  )
}
