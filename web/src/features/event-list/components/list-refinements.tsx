// The list's order (newest, recently visited, top rated) and its check-in filters: visited in the last
// 12 months, four stars or more, and places found gone (left out unless asked, except on one's own list).
import { Button, Field, Flex, NativeSelect, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { EVENT_SORTS, type EventSort } from '@travel/domain'
import type { useListRefinements } from '../hooks/use-list-refinements'

type Refinements = ReturnType<typeof useListRefinements>

function ToggleButton({
  pressed,
  onChange,
  label,
}: {
  pressed: boolean
  onChange: (on: boolean) => void
  label: string
}) {
  return (
    <Button
      size="sm"
      variant={pressed ? 'solid' : 'outline'}
      colorPalette="gray"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
    >
      {label}
    </Button>
  )
}

export function ListRefinementControls({
  refinements,
  sortable,
  ownList,
}: {
  refinements: Refinements
  /** false where the list has an order of its own (nearest first near a place, newest on one's own list) */
  sortable: boolean
  ownList: boolean
}) {
  const { t } = useTranslation('events')
  const { sort, visited, rated, gone, setSort, toggle } = refinements
  return (
    <Flex gap="3" align="end" wrap="wrap">
      {sortable ? (
        <Field.Root width="auto">
          <Field.Label>{t('list.sort.label')}</Field.Label>
          <NativeSelect.Root size="sm" width="56">
            <NativeSelect.Field
              value={sort ?? ''}
              onChange={(e) => {
                const value = e.target.value
                setSort((EVENT_SORTS as readonly string[]).includes(value) ? (value as EventSort) : undefined)
              }}
            >
              <option value="">{t('list.sort.newest')}</option>
              <option value="visited">{t('list.sort.visited')}</option>
              <option value="rating">{t('list.sort.rating')}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : null}
      <Wrap gap="2" role="group" aria-label={t('list.checkinFilters')}>
        <ToggleButton
          pressed={visited}
          onChange={(on) => toggle('visited', on)}
          label={t('list.visitedRecently')}
        />
        <ToggleButton pressed={rated} onChange={(on) => toggle('rating', on)} label={t('list.ratedGood')} />
        {ownList ? null : (
          <ToggleButton pressed={gone} onChange={(on) => toggle('gone', on)} label={t('list.showGone')} />
        )}
      </Wrap>
    </Flex>
  )
}
