// A change field by field: the field's name in the reader's language, what it was and what it became,
// in words (not only an arrow), so a screen reader says it as plainly as it reads.
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { otherLanguage, type FieldChange, type SuggestionDto, type TranslationText } from '@travel/domain'
import { fieldValueText } from './field-value'

interface FieldChangesProps {
  changes: FieldChange[]
  /** a control before each field (the acceptance's checkbox), or nothing */
  control?: (change: FieldChange) => ReactNode
  /** a note under a field (changed since the suggestion), or nothing */
  note?: (change: FieldChange) => ReactNode
  /** the event's original text: a suggested translation is shown side by side with it */
  original?: SuggestionDto['original']
}

/** A suggested translation beside the original it translates, each marked with its language. */
function SideBySide({
  original,
  translation,
}: {
  original: NonNullable<SuggestionDto['original']>
  translation: TranslationText
}) {
  const { t } = useTranslation('changes')
  const other = otherLanguage(original.language)
  const column = (heading: string, language: string, text: TranslationText) => (
    <Stack gap="1" fontSize="sm" borderWidth="1px" borderRadius="md" p="2">
      <Text color="fg.muted">{heading}</Text>
      <Text fontWeight="semibold" lang={language} overflowWrap="anywhere">
        {text.title}
      </Text>
      <Text lang={language} whiteSpace="pre-line" overflowWrap="anywhere">
        {text.description}
      </Text>
    </Stack>
  )
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" mt="1">
      {column(
        t('language.original', { language: t(`language.${original.language}`) }),
        original.language,
        original,
      )}
      {column(t('language.suggested', { language: t(`language.${other}`) }), other, translation)}
    </SimpleGrid>
  )
}

export function FieldChanges({ changes, control, note, original }: FieldChangesProps) {
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
          {change.field === 'translation' && original && change.after ? (
            <SideBySide original={original} translation={change.after as TranslationText} />
          ) : (
            <Text fontSize="sm" overflowWrap="anywhere" whiteSpace="pre-line">
              {t('changes:after', { value: fieldValueText(t, change.field, change.after) })}
            </Text>
          )}
          {note?.(change)}
        </Box>
      ))}
    </Stack>
  )
}
