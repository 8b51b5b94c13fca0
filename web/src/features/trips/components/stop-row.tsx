// One stop of a trip: its number, name (its event's page linked), the way to it, the traveller's note and
// its warnings; for the owner the handle to drag it, the buttons that move it, its night, its removal and
// its note.
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Flex,
  IconButton,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react'
import { checkboxSlotRecipe } from '@chakra-ui/react/theme'
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
  busy: boolean
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
            disabled={actions[end] || actions.busy}
            onClick={actions[onPress]}
          >
            <Icon aria-hidden="true" />
            {t(label)}
          </Button>
        ))}
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          colorPalette="brand"
          size="sm"
          checked={stop.overnight}
          disabled={actions.busy}
          onCheckedChange={(e) => actions.onOvernight(e.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          {/* the hidden input takes its name from the label only: the stop's name is said, not shown */}
          <Checkbox.Label>
            <span aria-hidden="true">{t('stop.overnight')}</span>
            <VisuallyHidden>{t('stop.overnightNamed', { name })}</VisuallyHidden>
          </Checkbox.Label>
        </Checkbox.Root>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={t('stop.removeNamed', { name })}
          disabled={actions.busy}
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
          disabled={actions.busy}
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

/**
 * The owner's stop: dragged by its handle (pointer or keyboard), or moved with its buttons. A drag
 * renders every sortable row again; `actions` kept the same skips all but the row's frame and handle.
 */
export function SortableStopRow({ stop, number, leg, warnings, actions }: Required<StopRowProps>) {
  const { t } = useTranslation('trips')
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: stop._id, disabled: actions.busy })
  return (
    <Flex
      as="li"
      ref={setNodeRef}
      gap="2"
      py="3"
      borderBottomWidth="1px"
      align="flex-start"
      bg={isDragging ? 'bg.subtle' : undefined}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      data-stop={stop._id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="xs"
        variant="ghost"
        cursor="grab"
        touchAction="none"
        aria-label={t('stop.drag', { name: stopName(stop) })}
        {...attributes}
        {...listeners}
      >
        <TbGripVertical />
      </IconButton>
      <NumberBadge number={number} />
      <Box flex="1" minW="0">
        <StopBody stop={stop} leg={leg} warnings={warnings} />
        <StopControls stop={stop} actions={actions} />
      </Box>
    </Flex>
  )
}
