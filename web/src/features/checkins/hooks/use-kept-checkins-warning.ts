// What signing out (or deleting the account) would lose: the check-ins kept on this device and not sent
// yet, in a sentence for the confirmation; null when there are none.
import { useTranslation } from 'react-i18next'
import { useKeptCheckins } from '../api/kept-checkins'

export function useKeptCheckinsWarning(uid: string): string | null {
  const { t } = useTranslation('checkins')
  const count = useKeptCheckins(uid).length
  return count ? t('outbox.lostOnSignOut', { count }) : null
}
