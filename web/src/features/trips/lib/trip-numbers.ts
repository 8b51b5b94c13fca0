// The counts of a leg, a day and a trip in the reader's language: track and straight-line km apart, as
// the two are not the same kind of distance.
import type { TFunction } from 'i18next'
import type { Leg, Totals } from '@travel/domain'
import { formatKm, formatUnit } from '@/utils/format-number'

/** "52 km as the crow flies · 34.5 km of track · 800 m climb": only the parts that are there. */
export function legText(leg: Leg, t: TFunction<'trips'>, language: string): string {
  const parts: string[] = []
  if (leg.straightKm > 0) parts.push(t('leg.straight', { km: formatKm(leg.straightKm, language) }))
  if (leg.trackKm > 0) parts.push(t('leg.track', { km: formatKm(leg.trackKm, language) }))
  if (leg.ascentM > 0) parts.push(t('leg.climb', { m: formatUnit(leg.ascentM, language, 'meter', 0) }))
  return parts.join(' · ')
}

/** A day's counts, only those above zero (a day at one camp has none). */
export function totalsParts(totals: Totals, t: TFunction<'trips'>, language: string): string[] {
  return [
    ...(totals.straightKm > 0 ? [t('totals.straight', { km: formatKm(totals.straightKm, language) })] : []),
    ...(totals.trackKm > 0 ? [t('totals.track', { km: formatKm(totals.trackKm, language) })] : []),
    ...(totals.ascentM > 0
      ? [t('totals.climb', { m: formatUnit(totals.ascentM, language, 'meter', 0) })]
      : []),
  ]
}
