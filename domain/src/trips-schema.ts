// The bodies the trips API accepts (docs/api.md "Trips"); messages are ValidationKeys. Every change but
// creating a trip carries the trip's `version`, so two tabs changing one trip lose nothing.
import { array, boolean, number, object, string, type InferType } from 'yup'
import { isVehicleHeight, isVehicleLength } from './amenities'
import { isLatLngInRange } from './coordinates'
import { isIsoDate } from './dates'
import { textField } from './text-schema'
import { STOP_NAME_MAX, STOP_NOTE_MAX, TRIP_NAME_MAX, TRIP_NAME_MIN } from './limits'

const metres = (
  rule: (m: number) => boolean,
  key: 'trip_vehicle_length_invalid' | 'trip_vehicle_height_invalid',
) =>
  number()
    .strict()
    .typeError(key)
    .nullable()
    .default(null)
    .test('metres', key, (v) => v === null || v === undefined || rule(v))

export const vehicleSchema = () =>
  object({
    lengthM: metres(isVehicleLength, 'trip_vehicle_length_invalid'),
    heightM: metres(isVehicleHeight, 'trip_vehicle_height_invalid'),
    fourByFour: boolean().strict().typeError('vehicle_invalid').default(false),
  })
    .noUnknown('vehicle_invalid')
    .typeError('vehicle_invalid')

const tripName = () =>
  textField({ min: TRIP_NAME_MIN, max: TRIP_NAME_MAX, lengthKey: 'trip_name_length' }).required('required')

const startDate = () =>
  string()
    .strict()
    .typeError('date_invalid')
    .nullable()
    .default(null)
    .test('iso', 'date_invalid', (v) => v === null || v === undefined || isIsoDate(v))

const version = () => number().strict().typeError('trip_version_invalid').required('trip_version_invalid')

/** POST /api/trips */
export const tripCreateSchema = object({
  name: tripName(),
  startDate: startDate(),
  vehicle: vehicleSchema().default(undefined).optional(),
}).noUnknown()

export type TripCreateInput = InferType<typeof tripCreateSchema>

/** PATCH /api/trips/:id: the fields given change, the others stay. */
export const tripUpdateSchema = object({
  version: version(),
  name: textField({ min: TRIP_NAME_MIN, max: TRIP_NAME_MAX, lengthKey: 'trip_name_length' }).optional(),
  startDate: startDate().optional().default(undefined),
  vehicle: vehicleSchema().default(undefined).optional(),
}).noUnknown()

export type TripUpdateInput = InferType<typeof tripUpdateSchema>

const note = () =>
  textField({ min: 0, max: STOP_NOTE_MAX, lengthKey: 'stop_note_length', multiLine: true }).default('')

/** Where a stop goes: after the stop with this id, first with null, last when absent. */
const after = () => string().strict().typeError('stop_position_invalid').nullable().optional()

/**
 * POST /api/trips/:id/stops: an event (`eventId`) or a free point (`name` and `coordinates`), not both.
 */
export const stopCreateSchema = object({
  version: version(),
  eventId: string().strict().trim().typeError('event_id_required').optional(),
  name: textField({ min: 1, max: STOP_NAME_MAX, lengthKey: 'stop_name_length' }).optional(),
  coordinates: array(number().strict().required().typeError('coordinates_warning'))
    .typeError('coordinates_warning')
    .optional()
    .test('latlng', 'coordinates_warning', (v) => v === undefined || (v.length === 2 && isLatLngInRange(v))),
  overnight: boolean().strict().typeError('stop_overnight_invalid').default(false),
  note: note(),
  after: after(),
})
  .noUnknown()
  .test('kind', 'stop_kind_invalid', (v) =>
    v.eventId !== undefined
      ? v.name === undefined && v.coordinates === undefined
      : v.name !== undefined && v.coordinates !== undefined,
  )

export type StopCreateInput = InferType<typeof stopCreateSchema>

/** PATCH /api/trips/:id/stops/:stopId: a move (`after`), the night, the note, a free point's name. */
export const stopUpdateSchema = object({
  version: version(),
  after: after(),
  overnight: boolean().strict().typeError('stop_overnight_invalid').optional(),
  note: textField({ min: 0, max: STOP_NOTE_MAX, lengthKey: 'stop_note_length', multiLine: true }).optional(),
  name: textField({ min: 1, max: STOP_NAME_MAX, lengthKey: 'stop_name_length' }).optional(),
}).noUnknown()

export type StopUpdateInput = InferType<typeof stopUpdateSchema>
