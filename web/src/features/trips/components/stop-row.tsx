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
import { memo, useState } from 'react'
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

/** A stop of a trip that only shows (shared, published). */
export function StopRow({ stop, number, leg, warnings }: Omit<StopRowProps, 'actions'>) {
  return (
    <Flex as="li" gap="3" py="3" borderBottomWidth="1px" align="flex-start">
      <NumberBadge number={number} />
      <StopBody stop={stop} leg={leg} warnings={warnings} />
    </Flex>
  )
}

/** The handle: the same props (all kept stable by dnd-kit) skip it while every row follows a drag. */
const DragHandle = memo(function DragHandle({
  label,
  handleRef,
  attributes,
  listeners,
}: {
  label: string
  handleRef: (element: HTMLElement | null) => void
  attributes: DraggableAttributes
  listeners: DraggableSyntheticListeners
}) {
  return (
    <IconButton
      ref={handleRef}
      size="xs"
      variant="ghost"
      cursor="grab"
      touchAction="none"
      aria-label={label}
      {...attributes}
      {...listeners}
    >
      <TbGripVertical />
    </IconButton>
  )
})

/** A sortable row's frame: its look is fixed, so a drag's many renders of it only set its transform. */
const SortableFrame = chakra('li', {
  base: {
    display: 'flex',
    gap: '2',
    py: '3',
    borderBottomWidth: '1px',
    alignItems: 'flex-start',
    position: 'relative',
    '&[data-dragging]': { bg: 'bg.subtle', zIndex: 1 },
  },
})

/**
 * The owner's stop: dragged by its handle (pointer or keyboard), or moved with its buttons. A drag
 * renders every sortable row again: only the frame is drawn anew, what it holds is kept.
 */
export function SortableStopRow({ stop, number, leg, warnings, actions }: Required<StopRowProps>) {
  const { t } = useTranslation('trips')
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: stop._id })
  return (
    <SortableFrame
      ref={setNodeRef}
      data-stop={stop._id}
      data-dragging={isDragging ? '' : undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <DragHandle
        label={t('stop.drag', { name: stopName(stop) })}
        handleRef={setActivatorNodeRef}
        attributes={attributes}
        listeners={listeners}
      />
      <NumberBadge number={number} />
      <StopContent stop={stop} leg={leg} warnings={warnings} actions={actions} />
    </SortableFrame>
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
