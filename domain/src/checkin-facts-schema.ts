// The schema of a check-in's answers about the facts, apart from the answers' rules: the event page reads
// the confirmations on its first load, and yup loads only with the check-in form or on the server.
import { boolean, object } from 'yup'
import { priceSchema } from './amenities-schema'
import { CHECKABLE_FACTS, type CheckableFact } from './checkin-facts'

const answer = () => boolean().strict().typeError('checkin_fact_invalid').optional()

/**
 * The `facts` of a check-in payload: yes (true) or no (false) per fact and for "open on the visit's day",
 * and the price a night cost; another key is refused.
 */
export const checkinFactsSchema = object({
  ...(Object.fromEntries(CHECKABLE_FACTS.map((fact) => [fact, answer()])) as Record<
    CheckableFact,
    ReturnType<typeof answer>
  >),
  open: answer(),
  price: priceSchema(),
})
  .noUnknown('checkin_fact_invalid')
  .typeError('checkin_fact_invalid')
  .default(undefined)
  .optional()
