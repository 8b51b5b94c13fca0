// A stop's warnings (domain tripWarnings) in the reader's words: what is wrong and by how much.
import type { TFunction } from 'i18next'
import type { StopWarning } from '@travel/domain'
import { monthName } from '@/utils/format-facts'
import { formatDate } from '@/utils/format-date'
import { formatUnit } from '@/utils/format-number'

export function warningText(warning: StopWarning, t: TFunction<'trips'>, language: string): string {
  const metres = (m: number) => formatUnit(m, language, 'meter', 1)
  switch (warning.kind) {
    case 'too-long':
      return t('warning.tooLong', { max: metres(warning.maxLength), vehicle: metres(warning.vehicle) })
    case 'too-high':
      return t('warning.tooHigh', { max: metres(warning.maxHeight), vehicle: metres(warning.vehicle) })
    case 'closed':
      return t('warning.closed', { month: monthName(warning.month, language, 'long') })
    case 'not-visited':
      return t('warning.notVisited', { date: formatDate(warning.lastVisit, language) })
    case 'needs-4x4':
      return t('warning.needs4x4')
    case 'gone':
      return t('warning.gone')
    case 'changed':
      return t('warning.changed')
    case 'unavailable':
      return t('warning.unavailable')
  }
}
