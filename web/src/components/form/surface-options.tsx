// The road surfaces as a select's options, after the one that names none: the event form's "not known"
// and the list filter's "any surface" list them alike, in the events' own words.
import { useTranslation } from 'react-i18next'
import { SURFACES } from '@travel/domain'

export function SurfaceOptions({ noneLabel }: { noneLabel: string }) {
  const { t } = useTranslation('events')
  return (
    <>
      <option value="">{noneLabel}</option>
      {SURFACES.map((s) => (
        <option key={s} value={s}>
          {t(`amenities.surfaces.${s}`)}
        </option>
      ))}
    </>
  )
}
