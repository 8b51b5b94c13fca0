// One reported item in the moderators' queue: the item as readers see it, why and by how many it was
// reported, since when, what the reporters wrote, and the decisions that apply to it.
import { Badge, Box, Button, Card, Flex, Heading, Stack, Text, Wrap } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { todayIso, type DecisionAction, type ModerationQueueItemDto } from '@travel/domain'
import { AlertNote } from '@/components/feedback/alert-note'
import { formatDaysAgo } from '@/utils/format-relative'
import { itemLabel } from '../lib/item-label'
import { DecisionDialog } from './decision-dialog'
import { ReportedItem } from './reported-item'

interface QueueItemProps {
  userId: string
  entry: ModerationQueueItemDto
  onDecided: (action: DecisionAction, label: string) => void
}

export function QueueItem({ userId, entry, onDecided }: QueueItemProps) {
  const { t, i18n } = useTranslation(['moderation', 'reports'])
  const [deciding, setDeciding] = useState<DecisionAction | null>(null)
  /** why the last decision was refused: the item changed since it was read (the queue reloads it) */
  const [changed, setChanged] = useState<string | null>(null)
  const label = itemLabel(entry)
  const type = entry.key.split(':')[0] ?? 'event'
  const headingId = `queue-${entry.key.replace(/[^\w-]/g, '-')}`
  const actions: DecisionAction[] = entry.hidden ? ['keep', 'remove', 'restore'] : ['keep', 'remove']
  const number = (value: number) => value.toLocaleString(i18n.language)
  return (
    <Card.Root as="li" listStyleType="none" aria-labelledby={headingId}>
      <Card.Body>
        <Stack gap="3">
          <Flex gap="2" align="center" wrap="wrap">
            <Heading as="h2" size="sm" id={headingId}>
              {t(`queue.types.${type}`)}
            </Heading>
            {entry.hidden ? (
              <Badge colorPalette="orange" variant="solid">
                {t('queue.hidden')}
              </Badge>
            ) : null}
          </Flex>
          <AlertNote status="warning" message={changed} />
          <ReportedItem item={entry.item} />
          <Text fontSize="sm" color="fg.muted">
            {t('queue.reporters', { count: entry.reporters })} ·{' '}
            {t('queue.firstReported', {
              when: formatDaysAgo(entry.firstReportedAt.slice(0, 10), todayIso(), i18n.language),
            })}
          </Text>
          <Box>
            <Text fontSize="sm" fontWeight="medium">
              {t('queue.reasons')}
            </Text>
            <Wrap as="ul" gap="2" mt="1" ps="0" listStyleType="none">
              {entry.reasons.map(({ reason, count }) => (
                <Badge as="li" key={reason} variant="outline">
                  {t('queue.reasonCount', { reason: t(`reports:reasons.${reason}`), times: number(count) })}
                </Badge>
              ))}
            </Wrap>
          </Box>
          {entry.texts.length ? (
            <Box>
              <Text fontSize="sm" fontWeight="medium">
                {t('queue.texts')}
              </Text>
              <Stack as="ul" gap="1.5" mt="1" ps="0" listStyleType="none">
                {entry.texts.map((text, index) => (
                  <Box
                    as="li"
                    key={index}
                    fontSize="sm"
                    borderStartWidth="3px"
                    borderColor="border.emphasized"
                    ps="3"
                    whiteSpace="pre-wrap"
                    wordBreak="break-word"
                  >
                    {text}
                  </Box>
                ))}
              </Stack>
            </Box>
          ) : null}
          <Flex gap="2" wrap="wrap">
            {actions.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'remove' ? 'outline' : 'solid'}
                colorPalette={action === 'remove' ? 'red' : 'brand'}
                aria-label={t(`actionLabels.${action}`, { label })}
                onClick={() => {
                  setChanged(null)
                  setDeciding(action)
                }}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
          </Flex>
        </Stack>
      </Card.Body>
      {deciding ? (
        <DecisionDialog
          userId={userId}
          itemKey={entry.key}
          version={entry.version}
          label={label}
          action={deciding}
          open
          onOpenChange={(open) => {
            if (!open) setDeciding(null)
          }}
          onDone={(action) => onDecided(action, label)}
          onChanged={setChanged}
        />
      ) : null}
    </Card.Root>
  )
}
