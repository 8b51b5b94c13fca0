import { describe, expect, it } from 'vitest'
import {
  eventsExportName,
  eventsExportPath,
  gpsExportFileName,
  isGpsExportFormat,
  wishlistExportPath,
} from './gps-export'
import { parseEventsQuery, queryParams } from './api'

const day = new Date('2026-11-26T23:30:00Z')

describe('GPS export file names', () => {
  it('carry the list’s name and the day, in ASCII', () => {
    expect(gpsExportFileName('wishlist', 'gpx', day)).toBe('wishlist-2026-11-26.gpx')
    expect(gpsExportFileName(eventsExportName({ sections: ['camp'], country: 'Slovakia' }), 'kml', day)).toBe(
      'camps-slovakia-2026-11-26.kml',
    )
    expect(eventsExportName({ q: 'Žltá "chata" / Štrbské pleso' })).toBe('search-zlta-chata-strbske-pleso')
    expect(eventsExportName({ subs: ['caravan_car'], country: 'Bosnia_Herzegovina' })).toBe(
      'caravan-bosnia-herzegovina',
    )
    expect(eventsExportName({})).toBe('events')
    expect(gpsExportFileName('"; rm -rf /', 'gpx', day)).toBe('rm-rf-2026-11-26.gpx')
  })

  it('know only GPX and KML', () => {
    expect(isGpsExportFormat('gpx')).toBe(true)
    expect(isGpsExportFormat('kml')).toBe(true)
    expect(isGpsExportFormat('pdf')).toBe(false)
  })
})

describe('GPS export addresses', () => {
  it('carry the list’s filters as GET /api/events reads them, and the language', () => {
    const path = eventsExportPath('kml', { sections: ['route'], country: 'Austria', q: 'alps & lakes' }, 'sk')
    expect(path).toBe('/events/export.kml?section=route&country=Austria&q=alps+%26+lakes&lang=sk')
    const parsed = parseEventsQuery(queryParams(path.split('?')[1] ?? ''))
    expect(parsed).toEqual({
      ok: true,
      query: { limit: expect.any(Number), sections: ['route'], country: 'Austria', q: 'alps & lakes' },
    })
    expect(eventsExportPath('gpx', {}, 'en')).toBe('/events/export.gpx?lang=en')
    expect(wishlistExportPath('gpx', 'sk')).toBe('/wishlist/export.gpx?lang=sk')
  })
})
