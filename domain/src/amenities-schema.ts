// The yup schemas of an event's facts, apart from the facts themselves: the list and its cards read the
// facts on the first page, and the schemas (with yup) load only with a form or on the server.
import { array, boolean, number, object, string } from 'yup'
import { CURRENCIES, isPrice, isVehicleHeight, isVehicleLength, SURFACES, YES_NO_FACTS } from './amenities'
import { typedNumber, type AmenityFormValues } from './amenity-form'
import type { ValidationKey } from './messages'

/** An optional answer of true or false; anything else is refused with `key`. */
export const yesNoField = (key: ValidationKey) => boolean().strict().typeError(key).optional()

/** A yes/no field per fact, as the owner's facts and a traveller's answers hold them. */
export const yesNoFields = <F extends string>(facts: readonly F[], key: ValidationKey) =>
  Object.fromEntries(facts.map((fact) => [fact, yesNoField(key)])) as Record<F, ReturnType<typeof yesNoField>>

const metres = (rule: (m: number) => boolean, key: ValidationKey) =>
  number()
    .strict()
    .typeError(key)
    .test('metres', key, (v) => v === undefined || rule(v))
    .optional()

/** A night's price: an amount from 0 (free) and a currency; the owner's, or what a traveller paid. */
export const priceSchema = () =>
  object({
    amount: number()
      .strict()
      .typeError('price_invalid')
      .required('price_invalid')
      .test('price', 'price_invalid', (v) => isPrice(v)),
    currency: string()
      .strict()
      .required('currency_invalid')
      .oneOf(CURRENCIES as readonly string[], 'currency_invalid'),
  })
    .noUnknown('price_invalid')
    .default(undefined)
    .optional()

/** The facts' rules (messages are ValidationKeys): the API's schema, and the form's through toAmenities. */
export const amenitiesSchema = object({
  ...yesNoFields(YES_NO_FACTS, 'amenity_invalid'),
  price: priceSchema(),
  maxLength: metres(isVehicleLength, 'vehicle_length_invalid'),
  maxHeight: metres(isVehicleHeight, 'vehicle_height_invalid'),
  months: array(
    number().strict().integer('months_invalid').min(1, 'months_invalid').max(12, 'months_invalid'),
  )
    .strict()
    .typeError('months_invalid')
    .min(1, 'months_invalid')
    .max(12, 'months_invalid')
    .test('unique', 'months_invalid', (v) => !v || new Set(v).size === v.length)
    .default(undefined)
    .optional(),
  surface: string()
    .strict()
    .oneOf(SURFACES as readonly string[], 'surface_invalid')
    .optional(),
  fourByFour: yesNoField('amenity_invalid'),
})
  .noUnknown('amenity_invalid')
  .typeError('amenity_invalid')

/** The form's rules: the API's (isPrice, isVehicleLength, isVehicleHeight) on the typed numbers. */
export const amenityFormSchema = object({
  amount: string()
    .default('')
    .test('price', 'price_invalid', function (v) {
      return (this.parent as AmenityFormValues).priceKind !== 'paid' || isPrice(typedNumber(v ?? ''))
    }),
  maxLength: string()
    .default('')
    .test('length', 'vehicle_length_invalid', (v) => !v?.trim() || isVehicleLength(typedNumber(v))),
  maxHeight: string()
    .default('')
    .test('height', 'vehicle_height_invalid', (v) => !v?.trim() || isVehicleHeight(typedNumber(v))),
})
