// What a screen reading one thing (an event, a shared list or trip) shows: loading, the thing, gone, or
// why it failed. A 404 is "gone" even when a copy is cached: deleted, or its link turned off since.
import { ApiError, errorMessage } from './api-client'

/** `K` names the thing in the success state (`state.event`, `state.list`). */
export type ReadState<K extends string, T> =
  | { status: 'loading' }
  | ({ status: 'success' } & Record<K, T>)
  | { status: 'not-found' }
  | { status: 'error'; error: string }

/** The state of a query's answer, the thing under `key`. */
export function readState<K extends string, T>(key: K, data: T | undefined, error: unknown): ReadState<K, T> {
  if (error instanceof ApiError && error.status === 404) return { status: 'not-found' }
  if (data) return { status: 'success', [key]: data } as { status: 'success' } & Record<K, T>
  if (error) return { status: 'error', error: errorMessage(error) }
  return { status: 'loading' }
}
