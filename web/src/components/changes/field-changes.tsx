// A change field by field (amenities fact by fact): the name in the reader's language, what it was and
// what it became, in words (not only an arrow), so a screen reader says it as plainly as it reads.
import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  changedFacts,
  otherLanguage,
  type Amenities,
  type AmenityFact,
  type FieldChange,
  type SuggestionDto,
  type TranslationText,
} from '@travel/domain'
import { factValueText, fieldValueText } from './field-value'

/** One row of a change: a field, or one fact of an amenities change. */
export interface ChangeRow {
  change: FieldChange
  fact?: AmenityFact
}

/** The rows a change is shown in: each field, and each fact an amenities change changes. */
export function changeRows(changes: readonly FieldChange[]): ChangeRow[] {
  return changes.flatMap((change) =>
    change.field === 'amenities'
      ? changedFacts(change.before as Amenities | null, change.after as Amenities | null).map((fact) => ({
          change,
          fact,
        }))
      : [{ change }],
  )
}

/** A row's key, unique among the rows of one change: the field's name, or `amenities.<fact>`. */
export const rowKey = (row: ChangeRow) => (row.fact ? `amenities.${row.fact}` : row.change.field)

interface FieldChangesProps {
  changes: FieldChange[]
  /** a control before each row (the acceptance's checkbox), or nothing; `label` is the row's name */
  control?: (row: ChangeRow, label: string) => ReactNode
  /** a note under a row (changed since the suggestion), or nothing */
  note?: (row: ChangeRow) => ReactNode
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
  const { t, i18n } = useTranslation(['changes', 'events', 'sections', 'countries'])
  const text = ({ change, fact }: ChangeRow, value: FieldChange['before']) =>
    fact
      ? factValueText(t, fact, (value as Amenities | null)?.[fact], i18n.language)
      : fieldValueText(t, change.field, value, i18n.language)
  return (
    <Stack as="ul" gap="3" listStyleType="none" ms="0">
      {changeRows(changes).map((row) => {
        const { change } = row
        const label = row.fact ? t(`changes:amenity.${row.fact}`) : t(`changes:field.${change.field}`)
        return (
          <Box as="li" key={rowKey(row)} borderLeftWidth="3px" borderColor="border.emphasized" ps="3">
            {control ? control(row, label) : <Text fontWeight="semibold">{label}</Text>}
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {t('changes:before', { value: text(row, change.before) })}
            </Text>
            {change.field === 'translation' && original && change.after ? (
              <SideBySide original={original} translation={change.after as TranslationText} />
            ) : (
              <Text fontSize="sm" overflowWrap="anywhere" whiteSpace="pre-line">
                {t('changes:after', { value: text(row, change.after) })}
              </Text>
            )}
            {note?.(row)}
          </Box>
        )
      })}
    </Stack>
  )
}
