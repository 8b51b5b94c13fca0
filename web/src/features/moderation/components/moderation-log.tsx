// The moderation log: every report, hiding and decision, newest first, older ones a page at a time.
import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { ModerationLogEntryDto } from '@travel/domain'
import { EmptyState, LoadingState } from '@/components/feedback/status-views'
import { LoadMoreButton } from '@/components/paging/load-more-button'
import { PagedListBody } from '@/components/paging/paged-list-body'
import { formatDate } from '@/utils/format-date'
import { useModerationLog } from '../api/get-log'

function LogEntry({ entry }: { entry: ModerationLogEntryDto }) {
  const { t, i18n } = useTranslation(['moderation', 'reports'])
  const who = entry.actor
    ? entry.actor.username
    : entry.visitor
      ? t('log.visitor')
      : entry.kind === 'hidden'
        ? t('log.system')
        : t('log.deleted')
  const reason =
    entry.kind === 'decision'
      ? t(`reports:decisions.${entry.reason}`, { defaultValue: entry.reason })
      : t(`reports:reasons.${entry.reason}`, { defaultValue: entry.reason })
  return (
    <Box as="li" listStyleType="none" borderBottomWidth="1px" pb="3" fontSize="sm">
      <Flex gap="2" align="center" wrap="wrap">
        <Text color="fg.muted">
          <time dateTime={entry.at}>{formatDate(entry.at, i18n.language, 'medium')}</time>
        </Text>
        <Badge variant="subtle" colorPalette={entry.kind === 'decision' ? 'brand' : 'gray'}>
          {entry.action ? t(`log.actions.${entry.action}`) : t(`log.kinds.${entry.kind}`)}
        </Badge>
        <Text fontWeight="semibold" wordBreak="break-word">
          {entry.label}
        </Text>
      </Flex>
      <Text mt="1">
        {who} · {reason}
      </Text>
      {entry.text ? (
        <Text mt="1" whiteSpace="pre-wrap" wordBreak="break-word" color="fg.muted">
          {entry.text}
        </Text>
      ) : null}
    </Box>
  )
}

export function ModerationLog({ userId }: { userId: string }) {
  const { t } = useTranslation('moderation')
  const log = useModerationLog(userId)
  return (
    <Stack gap="4">
      <PagedListBody
        list={log}
        loading={<LoadingState label={t('log.loading')} />}
        empty={<EmptyState message={t('log.empty')} />}
      >
        {(entries) => (
          <Stack as="ul" gap="3" ps="0" m="0" aria-label={t('log.label')}>
            {entries.map((entry) => (
              <LogEntry key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </PagedListBody>
      <LoadMoreButton list={log} label={t('log.more')} />
    </Stack>
  )
}
