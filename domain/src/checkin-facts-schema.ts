// The schema of a check-in's answers about the facts, apart from the answers' rules: the event page reads
// the confirmations on its first load, and yup loads only with the check-in form or on the server.
import { object } from 'yup'
import { priceSchema, yesNoField, yesNoFields } from './amenities-schema'
import { CHECKABLE_FACTS } from './checkin-facts'

/**
 * The `facts` of a check-in payload: yes (true) or no (false) per fact and for "open on the visit's day",
 * and the price a night cost; another key is refused.
 */
export const checkinFactsSchema = object({
  ...yesNoFields(CHECKABLE_FACTS, 'checkin_fact_invalid'),
  open: yesNoField('checkin_fact_invalid'),
  price: priceSchema(),
})
  .noUnknown('checkin_fact_invalid')
  .typeError('checkin_fact_invalid')
  .default(undefined)
  .optional()
