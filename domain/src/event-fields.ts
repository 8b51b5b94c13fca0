// The rules of the event fields that the API's schema (event-api.ts) and the form's schema
// (event-form.ts) share, so the form refuses exactly what the API would. Messages are ValidationKeys.
import { string } from 'yup'
import { COUNTRIES } from './countries'
import { isIsoDate, isNotAfterToday, isNotBeforeEarliestYear } from './dates'
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TITLE_MAX, TITLE_MIN } from './messages'
import { textField } from './text-schema'

export const title = textField({ min: TITLE_MIN, max: TITLE_MAX, lengthKey: 'title_length' }).required(
  'required',
)

export const description = textField({
  min: DESCRIPTION_MIN,
  max: DESCRIPTION_MAX,
  lengthKey: 'description_length',
  multiLine: true,
}).required('required')

export const country = string()
  .required('country_invalid')
  .oneOf(COUNTRIES as readonly string[], 'country_invalid')

/**
 * `date` must be a real day not after today (the validation context's `now`, or the clock); the server
 * allows a day of slack for time zones, the form none.
 */
export function dateField(slackDays: number) {
  return string()
    .required('required')
    .test('iso', 'date_invalid', (v) => !v || isIsoDate(v))
    .test('not-too-early', 'date_too_early', (v) => !v || !isIsoDate(v) || isNotBeforeEarliestYear(v))
    .test('not-future', 'date_future', function (v) {
      const ctx = this.options.context as { now?: Date } | undefined
      return !v || !isIsoDate(v) || isNotAfterToday(v, ctx?.now ?? new Date(), slackDays)
    })
}
