// A route's card in a list says how long the route is and how much it climbs, in the reader's formats.
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n'
import { initialRootState, useRootStore } from '@/stores/root-store'
import { makeEvent, makeTrack } from '@/testing/event-factories'
import { renderInApp } from '@/testing/render-app'
import { EventCard } from './event-card'

/** Slovak numbers carry no-break spaces (a number never breaks across lines); compared as plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ')

const abano = () =>
  makeEvent({
    _id: 'r1',
    title: 'The Abano Pass road',
    section: { main: 'route', sub: 'offroad' },
    coordinates: [42.1, 45.4],
    track: makeTrack(),
  })

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
})

describe('a route’s card', () => {
  it('shows its distance and climb in the reader’s format', async () => {
    const event = abano()
    renderInApp(
      <EventCard event={{ ...event, track: { distanceKm: 1234.5, ascentM: 2250, start: [42.1, 45.4] } }} />,
    )
    expect(await screen.findByText('1,234.5 km · 2,250 m climb')).toBeInTheDocument()
    await i18n.changeLanguage('sk')
    expect(plain((await screen.findByText(/stúpanie/)).textContent)).toBe('1 234,5 km · stúpanie 2 250 m')
  })
})
