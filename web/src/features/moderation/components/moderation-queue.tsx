// The moderators' queue: reported items, the oldest first report first, a page at a time; a decision
// says what was done above the list, which then leaves the item out.
import { Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DecisionAction } from '@travel/domain'
import { EmptyState, LoadingState } from '@/components/feedback/status-views'
import { AlertNote } from '@/components/feedback/alert-note'
import { LoadMoreButton } from '@/components/paging/load-more-button'
import { PagedListBody } from '@/components/paging/paged-list-body'
import { useModerationQueue } from '../api/get-queue'
import { QueueItem } from './queue-item'

export function ModerationQueue({ userId }: { userId: string }) {
  const { t } = useTranslation('moderation')
  const queue = useModerationQueue(userId, true)
  const [done, setDone] = useState<string | null>(null)
  return (
    <Stack gap="4">
      <AlertNote status="success" message={done} />
      <PagedListBody
        list={queue}
        loading={<LoadingState label={t('queue.loading')} />}
        empty={<EmptyState message={t('queue.empty')} />}
      >
        {(items) => (
          <Stack as="ul" gap="4" ps="0" m="0" aria-label={t('queue.label')}>
            {items.map((entry) => (
              <QueueItem
                key={entry.key}
                userId={userId}
                entry={entry}
                onDecided={(action: DecisionAction, label: string) =>
                  setDone(t(`decision.done.${action}`, { label }))
                }
              />
            ))}
          </Stack>
        )}
      </PagedListBody>
      <LoadMoreButton list={queue} label={t('queue.more')} />
    </Stack>
  )
}
