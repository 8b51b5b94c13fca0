// The trip form's fields as typed (numbers as text, a decimal comma allowed) and the body the API takes,
// checked by the domain's own schema so the form says what the API would.
import { tripCreateSchema, type TripDto, type Vehicle } from '@travel/domain'

export interface TripFormValues {
  name: string
  startDate: string
  lengthM: string
  heightM: string
  fourByFour: boolean
}

export interface TripFormBody {
  name: string
  startDate: string | null
  vehicle: Vehicle
}

export const emptyTripForm: TripFormValues = {
  name: '',
  startDate: '',
  lengthM: '',
  heightM: '',
  fourByFour: false,
}

export function tripFormOf(trip: TripDto, language: string): TripFormValues {
  return { name: trip.name, startDate: trip.startDate ?? '', ...vehicleFieldsOf(trip.vehicle, language) }
}

/** A new trip's form: empty but for the vehicle the traveller kept, if any. */
export function newTripForm(kept: Vehicle | undefined, language: string): TripFormValues {
  return kept ? { ...emptyTripForm, ...vehicleFieldsOf(kept, language) } : emptyTripForm
}

function vehicleFieldsOf(vehicle: Vehicle, language: string) {
  const metres = (m: number | null) => (m === null ? '' : m.toLocaleString(language))
  return {
    lengthM: metres(vehicle.lengthM),
    heightM: metres(vehicle.heightM),
    fourByFour: vehicle.fourByFour,
  }
}

/** "7,5" and "7.5" are 7.5 m; an empty field says nothing; anything else is refused by the schema. */
function metres(text: string): number | null {
  const trimmed = text.trim().replace(',', '.')
  return trimmed === '' ? null : Number(trimmed)
}

export function tripBodyOf(values: TripFormValues): TripFormBody {
  return {
    name: values.name,
    startDate: values.startDate.trim() === '' ? null : values.startDate.trim(),
    vehicle: {
      lengthM: metres(values.lengthM),
      heightM: metres(values.heightM),
      fourByFour: values.fourByFour,
    },
  }
}

export type TripFormField = keyof TripFormValues

const FIELD_OF: Record<string, TripFormField> = {
  name: 'name',
  startDate: 'startDate',
  'vehicle.lengthM': 'lengthM',
  'vehicle.heightM': 'heightM',
  'vehicle.fourByFour': 'fourByFour',
}

/** The ValidationKey of each field the schema refuses; none when the body is good. */
export function tripFormErrors(body: TripFormBody): Partial<Record<TripFormField, string>> {
  try {
    tripCreateSchema.validateSync(body, { abortEarly: false })
    return {}
  } catch (error) {
    if (!isValidationError(error)) throw error
    const errors: Partial<Record<TripFormField, string>> = {}
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = FIELD_OF[inner.path ?? '']
      if (field && !errors[field]) errors[field] = inner.message
    }
    return errors
  }
}

interface SchemaError {
  path?: string
  message: string
  inner: SchemaError[]
}

/** yup's ValidationError, known by its shape: the web app does not depend on yup itself. */
function isValidationError(error: unknown): error is SchemaError {
  return (
    error instanceof Error &&
    error.name === 'ValidationError' &&
    Array.isArray((error as { inner?: unknown }).inner)
  )
}
