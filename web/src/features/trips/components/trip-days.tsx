// A trip's stops grouped into days (a camp or an overnight stop ends one), each day with its date and
// counts, every stop with the way to it and its warnings. The owner reorders by drag and drop or by the
// Move buttons: either way one change, "put this stop after that one".
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  dayDate,
  planTrip,
  tripWarnings,
  type Leg,
  type StopWarning,
  type TripDto,
  type TripStopDto,
} from '@travel/domain'
import { useRowsInSteps } from '@/hooks/use-rows-in-steps'
import { formatDate } from '@/utils/format-date'
import { stopName } from '../lib/stop-name'
import { totalsParts } from '../lib/trip-numbers'
import type { StopEdit } from './stop-edit-form'
import { SortableStopRow, STOP_ROWS_CSS, StopRow, type StopActions } from './stop-row'

/** What the owner does to a stop; the page keeps it the same object while nothing in it changes. */
export interface StopEditing {
  /** puts the stop after `after` (null: first); a Move button names its direction, for the focus */
  move: (stopId: string, after: string | null, direction?: 'up' | 'down') => void
  overnight: (stopId: string, overnight: boolean) => void
  remove: (stopId: string) => void
  /** saves a stop's note (and a free point's name); rejects with the API's refusal */
  edit: (stopId: string, edit: StopEdit) => Promise<unknown>
}

interface TripDaysProps {
  trip: TripDto
  now: Date
  editing?: StopEditing
  /** a change has no answer yet: the list is shown as it will be, and says it is being saved */
  saving?: boolean
}

/** Rows drawn in the first task and in each later one (see useRowsInSteps). */
const ROWS_STEP = 5

/** The stop a moved one now follows, from the order after the move. */
export function afterOf(order: readonly string[], stopId: string): string | null {
  const index = order.indexOf(stopId)
  return index > 0 ? (order[index - 1] ?? null) : null
}

/** The stops' ids, the same array while their order is: a new one redraws every sortable row. */
function useStopIds(stops: readonly TripStopDto[]): string[] {
  const key = stops.map((s) => s._id).join('\n')
  return useMemo(() => (key ? key.split('\n') : []), [key])
}

interface EditableStopProps {
  stop: TripStopDto
  number: number
  leg: Leg
  warnings: readonly StopWarning[]
  editing: StopEditing
  /** the stop before the previous one (null: none), and the next one: where the buttons move it */
  before: string | null
  next: string | undefined
  first: boolean
  last: boolean
}

/** An owner's row whose actions change only with what they do, so a change elsewhere skips its controls. */
const EditableStop = memo(function EditableStop({
  editing,
  before,
  next,
  first,
  last,
  ...shown
}: EditableStopProps) {
  const id = shown.stop._id
  const actions = useMemo<StopActions>(
    () => ({
      first,
      last,
      onMoveUp: () => editing.move(id, before, 'up'),
      onMoveDown: () => next && editing.move(id, next, 'down'),
      onOvernight: (value) => editing.overnight(id, value),
      onRemove: () => editing.remove(id),
      onEdit: (changes) => editing.edit(id, changes),
    }),
    [editing, id, before, next, first, last],
  )
  return <SortableStopRow {...shown} actions={actions} />
})

export function TripDays({ trip, now, editing, saving = false }: TripDaysProps) {
  const { t, i18n } = useTranslation('trips')
  const language = i18n.language
  const stops = trip.stops
  const plan = useMemo(() => planTrip(stops), [stops])
  const warnings = useMemo(
    () => tripWarnings(stops, trip.vehicle, trip.startDate, now),
    [stops, trip.vehicle, trip.startDate, now],
  )
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  // the owner's rows are rich: drawn a step at a time (a shared or published trip is drawn whole, as
  // the server renders it)
  const stepped = useRowsInSteps(stops.length, ROWS_STEP)
  const shown = editing ? stepped : stops.length
  // every stop's id, drawn or not yet: the rows already drawn are not drawn again at each step
  const ids = useStopIds(stops)
  const nameOf = (id: UniqueIdentifier) => {
    const stop = stops.find((s) => s._id === id)
    return stop ? stopName(stop) : ''
  }
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1

  if (stops.length === 0) {
    return (
      <Text py="6" color="fg.muted" textAlign="center">
        {t('stops.empty')}
      </Text>
    )
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!editing || !over || active.id === over.id) return
    const order = arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
    editing.move(String(active.id), afterOf(order, String(active.id)))
  }

  const days = plan.days
    .filter((day) => day.stops[0]! < shown)
    .map((day) => (
      <Box as="section" key={day.number} aria-labelledby={`trip-day-${day.number}`}>
        <Flex columnGap="3" rowGap="1" wrap="wrap" align="baseline" borderBottomWidth="2px" pb="1">
          <Heading as="h3" size="md" id={`trip-day-${day.number}`}>
            {trip.startDate
              ? t('day.titleDated', {
                  number: day.number,
                  date: formatDate(dayDate(trip.startDate, day.number), language),
                })
              : t('day.title', { number: day.number })}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {totalsParts(day.totals, t, language).join(' · ')}
          </Text>
        </Flex>
        <Box as="ol" css={STOP_ROWS_CSS}>
          {day.stops
            .filter((index) => index < shown)
            .map((index) => {
              const stop = stops[index]!
              const shared = {
                stop,
                number: index + 1,
                leg: plan.legs[index]!,
                warnings: warnings[index] ?? [],
              }
              if (!editing) return <StopRow key={stop._id} {...shared} />
              return (
                <EditableStop
                  key={stop._id}
                  {...shared}
                  editing={editing}
                  before={stops[index - 2]?._id ?? null}
                  next={stops[index + 1]?._id}
                  first={index === 0}
                  last={index === stops.length - 1}
                />
              )
            })}
        </Box>
      </Box>
    ))

  const list = <Stack gap="6">{days}</Stack>
  if (!editing) return list
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('drag.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('drag.picked', { name: nameOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over ? t('drag.over', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? t('drag.dropped', { name: nameOf(active.id), position: positionOf(over.id) }) : undefined,
          onDragCancel: ({ active }) => t('drag.cancelled', { name: nameOf(active.id) }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box aria-busy={saving}>{list}</Box>
      </SortableContext>
    </DndContext>
  )
}
