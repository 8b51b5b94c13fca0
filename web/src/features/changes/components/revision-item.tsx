// One revision of an event's history: what kind of change, by whom, when and why, its fields before and
// after, and for the author or a moderator "Revert to this version" (behind a confirmation with a reason).
import { Box, Button, Card, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CHANGE_REASON_MAX, type EventDto, type RevisionDto } from '@travel/domain'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { TextareaField } from '@/components/form/textarea-field'
import { useRevert } from '../api/revert'
import { FieldChanges } from '@/components/changes/field-changes'

interface RevisionItemProps {
  revision: RevisionDto
  event: EventDto
  /** the reader may revert (the author or a moderator) and this is not the current version */
  canRevert: boolean
}

export function RevisionItem({ revision, event, canRevert }: RevisionItemProps) {
  const { t, i18n } = useTranslation('changes')
  const revert = useRevert()
  const [reason, setReason] = useState('')
  const who = revision.by?.username ?? t('formerTraveller')
  const when = new Date(revision.at).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="3">
        <Stack gap="0">
          <Text fontWeight="semibold">{t(`kind.${revision.kind}`, { name: who })}</Text>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={revision.at}>{when}</time>
          </Text>
        </Stack>
        {revision.reason ? <Text fontStyle="italic">{t('quoted', { text: revision.reason })}</Text> : null}
        <FieldChanges changes={revision.changes} />
        {canRevert ? (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="outline" alignSelf="start">
                {t('revert.action')}
              </Button>
            }
            title={t('revert.title')}
            description={t('revert.description', { title: event.title })}
            confirmLabel={t('revert.confirm')}
            confirmingLabel={t('revert.confirming')}
            onConfirm={async () => {
              await revert.mutateAsync({
                eventId: event._id,
                revisionId: revision.id,
                updatedAt: event.updatedAt,
                reason,
              })
            }}
          >
            <Box mt="3">
              <TextareaField
                label={t('revert.reason')}
                value={reason}
                maxLength={CHANGE_REASON_MAX}
                onChange={(e) => setReason(e.target.value)}
              />
            </Box>
          </ConfirmDialog>
        ) : null}
      </Card.Body>
    </Card.Root>
  )
}
