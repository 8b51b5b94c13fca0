import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import i18n from '@/i18n'
import { initialRootState, useRootStore } from '@/stores/root-store'
import { stubApi, type ApiStub } from '@/testing/api-stub'
import { renderInApp, renderRoutes } from '@/testing/render-app'
import { EventsList } from './events-list'

const empty = { status: 200, body: { success: true, data: [], nextCursor: null } }
let api: ApiStub

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  api = stubApi()
  api.on('GET', '/api/events', () => empty)
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** The download links of the list, by format. */
function downloads(name = 'Download for GPS') {
  const group = screen.getByRole('group', { name })
  return {
    gpx: within(group).getByRole('link', { name: 'GPX' }),
    kml: within(group).getByRole('link', { name: 'KML' }),
  }
}

describe('downloading a list for GPS', () => {
  it('links to the GPX and KML files of the list as it is filtered now', async () => {
    renderInApp(<EventsList section="camp" />)
    await screen.findByText('No events found.')
    const { gpx, kml } = downloads()
    expect(gpx).toHaveAttribute('href', '/api/events/export.gpx?section=camp&lang=en')
    expect(gpx).toHaveAttribute('download')
    expect(gpx).toHaveAttribute('title', 'A GPX file for GPS devices, OsmAnd and Organic Maps')
    expect(kml).toHaveAttribute('href', '/api/events/export.kml?section=camp&lang=en')
    expect(kml).toHaveAttribute('title', 'A KML file for Google My Maps and Google Earth')

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Croatia')
    await waitFor(() =>
      expect(downloads().gpx).toHaveAttribute(
        'href',
        '/api/events/export.gpx?section=camp&country=Croatia&lang=en',
      ),
    )
  })

  it('carries the search, the order and what travellers found from the address', async () => {
    renderRoutes('/?q=lake&sort=rating&visited=1', [{ index: true, element: <EventsList /> }])
    await screen.findByText(/No events/)
    expect(downloads().kml).toHaveAttribute(
      'href',
      '/api/events/export.kml?q=lake&visited=1&sort=rating&lang=en',
    )
  })

  it('speaks Slovak and asks for the file in Slovak', async () => {
    await i18n.changeLanguage('sk')
    renderInApp(<EventsList section="route" />)
    await screen.findByRole('group', { name: 'Stiahnuť do GPS' })
    const { gpx } = downloads('Stiahnuť do GPS')
    expect(gpx).toHaveAttribute('href', '/api/events/export.gpx?section=route&lang=sk')
    expect(gpx).toHaveAttribute('title', 'Súbor GPX pre GPS zariadenia, OsmAnd a\u00a0Organic Maps')
  })
})
