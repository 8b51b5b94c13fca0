// "Download for GPS" of the list as filtered now: plain links to the API's export, which the browser
// downloads itself, so they work from a phone and need no script once the page is there.
import { useTranslation } from 'react-i18next'
import { eventsExportPath, pickLanguage } from '@travel/domain'
import { GpsDownload } from '@/components/download/gps-download'
import { config } from '@/config/env'
import type { EventsFilter } from '@/features/events'

export function ListGpsDownload({ filter }: { filter: EventsFilter }) {
  const { i18n } = useTranslation()
  const language = pickLanguage(i18n.language)
  return (
    <GpsDownload hrefOf={(format) => `${config.apiBase}/api${eventsExportPath(format, filter, language)}`} />
  )
}
