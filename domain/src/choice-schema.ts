// A yup field whose value is one of a closed list (an action, a reason, a state): one message for a value
// missing and for one not on the list, since to the reader both mean "choose one of these".
import { mixed } from 'yup'
import type { ValidationKey } from './messages'

/** Required, and one of `values`; `key` is the message of either fault. */
export function choiceField<T extends string>(values: readonly T[], key: ValidationKey) {
  return mixed<T>()
    .required(key)
    .oneOf([...values], key)
}
