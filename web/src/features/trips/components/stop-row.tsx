// One stop of a trip: its number, name (its event's page linked), the way to it, the traveller's note and
// its warnings; for the owner the handle to drag it, the buttons that move it, its night, its removal and
// its note.
import {
  Badge,
  Box,
  Button,
  chakra,
  Flex,
  IconButton,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { replaceEqualDeep } from '@tanstack/react-query'
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TbArrowDown, TbArrowUp, TbGripVertical, TbPencil, TbTrash } from 'react-icons/tb'
import { Link as RouterLink } from 'react-router'
import { endsDay, type Leg, type StopWarning, type TripStopDto } from '@travel/domain'
import { paths } from '@/config/paths'
import { stopName } from '../lib/stop-name'
import { legText } from '../lib/trip-numbers'
import { StopEditForm, type StopEdit } from './stop-edit-form'
import { StopWarnings } from './stop-warnings'

export interface StopActions {
  onMoveUp: () => void
  onMoveDown: () => void
  onOvernight: (overnight: boolean) => void
  onRemove: () => void
  /** saves the stop's note (and a free point's name) */
  onEdit: (edit: StopEdit) => Promise<unknown>
  first: boolean
  last: boolean
}

interface StopRowProps {
  stop: TripStopDto
  number: number
  leg: Leg
  warnings: readonly StopWarning[]
  /** the owner's controls; none on a shared or published trip */
  actions?: StopActions
}

function StopTitle({ stop }: { stop: TripStopDto }) {
  const name = stopName(stop)
  if (stop.kind === 'event' && stop.event)
    return (
      <Link asChild fontWeight="semibold" color="fg" variant="underline">
        <RouterLink to={paths.event(stop.eventId)}>{name}</RouterLink>
      </Link>
    )
  return <Text fontWeight="semibold">{name}</Text>
}

type StopBodyProps = Pick<StopRowProps, 'stop' | 'leg' | 'warnings'>

/** The same stop with the same way and warnings: the plan is counted afresh on every change of the trip. */
const sameBody = (a: StopBodyProps, b: StopBodyProps) =>
  a.stop === b.stop &&
  replaceEqualDeep(a.leg, b.leg) === a.leg &&
  replaceEqualDeep(a.warnings, b.warnings) === a.warnings

const StopBody = memo(function StopBody({ stop, leg, warnings }: StopBodyProps) {
  const { t, i18n } = useTranslation('trips')
  const way = legText(leg, t, i18n.language)
  return (
    <Stack gap="1" flex="1" minW="0">
      <Flex gap="2" wrap="wrap" align="center">
        <StopTitle stop={stop} />
        {stop.kind === 'point' ? <Badge variant="outline">{t('stop.point')}</Badge> : null}
        {endsDay(stop) ? <Badge colorPalette="brand">{t('stop.night')}</Badge> : null}
      </Flex>
      {way ? (
        <Text fontSize="sm" color="fg.muted">
          {way}
        </Text>
      ) : null}
      {stop.note ? <Text fontSize="sm">{stop.note}</Text> : null}
      <StopWarnings warnings={warnings} />
    </Stack>
  )
}, sameBody)

/** The two move buttons: up (disabled on the first stop) and down (on the last). */
const MOVES = [
  {
    direction: 'up',
    Icon: TbArrowUp,
    label: 'stop.moveUp',
    named: 'stop.moveUpNamed',
    onPress: 'onMoveUp',
    end: 'first',
  },
  {
    direction: 'down',
    Icon: TbArrowDown,
    label: 'stop.moveDown',
    named: 'stop.moveDownNamed',
    onPress: 'onMoveDown',
    end: 'last',
  },
] as const

/**
 * The night's box is the browser's own: a hundred rows of the design system's checkbox each run a state
 * machine that wakes whenever the list is disabled for a change on its way.
 */
function NightBox({
  checked,
  onChange,
  label,
  named,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
  /** the box's name, with the stop's: said, not shown */
  named: string
}) {
  return (
    <chakra.label
      display="inline-flex"
      alignItems="center"
      gap="2"
      fontSize="sm"
      cursor="pointer"
      css={{ '&:has(input:disabled)': { opacity: 0.5, cursor: 'not-allowed' } }}
    >
      <chakra.input
        type="checkbox"
        boxSize="4"
        m="0"
        accentColor="brand.solid"
        cursor="inherit"
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <span aria-hidden="true">{label}</span>
      <VisuallyHidden>{named}</VisuallyHidden>
    </chakra.label>
  )
}

const StopControls = memo(function StopControls({
  stop,
  actions,
}: {
  stop: TripStopDto
  actions: StopActions
}) {
  const { t } = useTranslation('trips')
  const name = stopName(stop)
  const [editing, setEditing] = useState(false)
  return (
    <>
      <Flex gap="2" wrap="wrap" align="center" mt="2">
        {MOVES.map(({ direction, Icon, label, named, onPress, end }) => (
          <Button
            key={direction}
            size="xs"
            variant="outline"
            data-move={`${stop._id}-${direction}`}
            aria-label={t(named, { name })}
            disabled={actions[end]}
            onClick={actions[onPress]}
          >
            <Icon aria-hidden="true" />
            {t(label)}
          </Button>
        ))}
        <NightBox
          checked={stop.overnight}
          onChange={actions.onOvernight}
          label={t('stop.overnight')}
          named={t('stop.overnightNamed', { name })}
        />
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={t('stop.removeNamed', { name })}
          onClick={actions.onRemove}
        >
          <TbTrash aria-hidden="true" />
          {t('stop.remove')}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          aria-label={t(stop.note ? 'stop.editNoteNamed' : 'stop.addNoteNamed', { name })}
          aria-expanded={editing}
          onClick={() => setEditing((open) => !open)}
        >
          <TbPencil aria-hidden="true" />
          {t(stop.note ? 'stop.editNote' : 'stop.addNote')}
        </Button>
      </Flex>
      {editing ? <StopEditForm stop={stop} onSave={actions.onEdit} onDone={() => setEditing(false)} /> : null}
    </>
  )
})

const NumberBadge = memo(function NumberBadge({ number }: { number: number }) {
  return (
    <Flex
      flexShrink={0}
      align="center"
      justify="center"
      boxSize="7"
      borderRadius="full"
      bg="brand.solid"
      color="white"
      fontSize="sm"
      fontWeight="bold"
      aria-hidden="true"
    >
      {number}
    </Flex>
  )
})

/**
 * The look of a list of stop rows, given once by their list: a row is a plain `<li>`, so the many renders
 * of a drag or a move do not style a hundred rows again. A row off the screen is neither styled nor laid
 * out until it comes near (its height guessed until it has been drawn once, then remembered).
 */
export const STOP_ROWS_CSS = {
  listStyleType: 'none',
  '& > li': {
    display: 'flex',
    gap: '3',
    py: '3',
    borderBottomWidth: '1px',
    alignItems: 'flex-start',
    position: 'relative',
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 8rem',
  },
  '& > li[data-sortable]': { gap: '2' },
  '& > li[data-dragging]': { bg: 'bg.subtle', zIndex: 1 },
} as const

/** A stop of a trip that only shows (shared, published), in a list styled by STOP_ROWS_CSS. */
export function StopRow({ stop, number, leg, warnings }: Omit<StopRowProps, 'actions'>) {
  return (
    <li>
      <NumberBadge number={number} />
      <StopBody stop={stop} leg={leg} warnings={warnings} />
    </li>
  )
}

/**
 * dnd-kit's handle listeners under functions that stay the same: its own are made anew whenever the list
 * changes, which would draw every row's handle again at each move. Each calls the latest of dnd-kit's.
 */
function useSteadyListeners(listeners: DraggableSyntheticListeners): DraggableSyntheticListeners {
  const latest = useRef(listeners)
  useLayoutEffect(() => {
    latest.current = listeners
  })
  const names = Object.keys(listeners ?? {}).join(' ')
  return useMemo(
    () =>
      Object.fromEntries(
        names
          .split(' ')
          .filter(Boolean)
          .map((name) => [
            name,
            (event: unknown) => (latest.current?.[name] as ((event: unknown) => void) | undefined)?.(event),
          ]),
      ),
    [names],
  )
}

/** The handle: its props stay the same while every row follows a drag or a move, so it is skipped. */
const DragHandle = memo(function DragHandle({
  name,
  handleRef,
  attributes,
  listeners,
}: {
  /** the stop's, said in the handle's name */
  name: string
  handleRef: (element: HTMLElement | null) => void
  attributes: DraggableAttributes
  listeners: DraggableSyntheticListeners
}) {
  const { t } = useTranslation('trips')
  return (
    <IconButton
      ref={handleRef}
      size="xs"
      variant="ghost"
      cursor="grab"
      touchAction="none"
      aria-label={t('stop.drag', { name })}
      {...attributes}
      {...listeners}
    >
      <TbGripVertical />
    </IconButton>
  )
})

/**
 * The owner's stop, in a list styled by STOP_ROWS_CSS: dragged by its handle (pointer or keyboard), or
 * moved with its buttons. A drag renders every sortable row again: only the plain frame is drawn anew,
 * what it holds is kept.
 */
export function SortableStopRow({ stop, number, leg, warnings, actions }: Required<StopRowProps>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: stop._id })
  const steadyListeners = useSteadyListeners(listeners)
  return (
    <li
      ref={setNodeRef}
      data-stop={stop._id}
      data-sortable=""
      data-dragging={isDragging ? '' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <DragHandle
        name={stopName(stop)}
        handleRef={setActivatorNodeRef}
        attributes={attributes}
        listeners={steadyListeners}
      />
      <NumberBadge number={number} />
      <StopContent stop={stop} leg={leg} warnings={warnings} actions={actions} />
    </li>
  )
}

const StopContent = memo(
  function StopContent({ stop, leg, warnings, actions }: Omit<Required<StopRowProps>, 'number'>) {
    return (
      <Box flex="1" minW="0">
        <StopBody stop={stop} leg={leg} warnings={warnings} />
        <StopControls stop={stop} actions={actions} />
      </Box>
    )
  },
  (a, b) => a.actions === b.actions && sameBody(a, b),
)
