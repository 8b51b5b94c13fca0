// A change field by field: the field's name in the reader's language, what it was and what it became,
// in words (not only an arrow), so a screen reader says it as plainly as it reads.
import { Box, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldChange } from '@travel/domain'
import { fieldValueText } from '../lib/field-value'

interface FieldChangesProps {
  changes: FieldChange[]
  /** a control before each field (the acceptance's checkbox), or nothing */
  control?: (change: FieldChange) => ReactNode
  /** a note under a field (changed since the suggestion), or nothing */
  note?: (change: FieldChange) => ReactNode
}

export function FieldChanges({ changes, control, note }: FieldChangesProps) {
  const { t } = useTranslation(['changes', 'events', 'sections', 'countries'])
  return (
    <Stack as="ul" gap="3" listStyleType="none" ms="0">
      {changes.map((change) => (
        <Box as="li" key={change.field} borderLeftWidth="3px" borderColor="border.emphasized" ps="3">
          {control ? (
            control(change)
          ) : (
            <Text fontWeight="semibold">{t(`changes:field.${change.field}`)}</Text>
          )}
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {t('changes:before', { value: fieldValueText(t, change.field, change.before) })}
          </Text>
          <Text fontSize="sm" overflowWrap="anywhere" whiteSpace="pre-line">
            {t('changes:after', { value: fieldValueText(t, change.field, change.after) })}
          </Text>
          {note?.(change)}
        </Box>
      ))}
    </Stack>
  )
}
