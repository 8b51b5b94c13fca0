// The states a check-in finds a place in: a module of its own, without the check-in schema, so that the
// list's cards can name the default state without loading yup (like recent-visits.ts).
export const CHECKIN_STATES = ['as-described', 'changed', 'gone'] as const
export type CheckinState = (typeof CHECKIN_STATES)[number]

/** The state of an event nobody has said otherwise of, and the form's first choice. */
export const DEFAULT_CHECKIN_STATE = 'as-described' satisfies CheckinState

export function isCheckinState(value: unknown): value is CheckinState {
  return (CHECKIN_STATES as readonly unknown[]).includes(value)
}
