// Wrong on purpose: one feature reaching into another's files. scripts/lint-rules.test.ts lints this text as
// a module of web/src/features/event-detail and expects the feature zone to refuse the first import only.
import { eventKeys as deep } from '@/features/events/api/event-keys'
import { eventKeys } from '@/features/events'

export const used = [deep, eventKeys]
