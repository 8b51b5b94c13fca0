// The event page's "What it offers": every fact given, yes and no, with its limits and months, in both
// languages.
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import i18n from '@/i18n'
import { initialRootState, useRootStore } from '@/stores/root-store'
import { stubApi } from '@/testing/api-stub'
import { renderInApp } from '@/testing/render-app'
import { AmenityList } from './amenity-list'

beforeEach(async () => {
  useRootStore.setState(initialRootState())
  await i18n.changeLanguage('en')
  // the event page's texts, which its screen loads with its code
  await i18n.loadNamespaces(['event-page'])
  stubApi()
})

describe('what an event offers, on its page', () => {
  const amenities = {
    water: true,
    toilets: false,
    dump: true,
    price: { amount: 0, currency: 'EUR' as const },
    maxLength: 7.5,
    months: [5, 6, 7],
  }

  it('lists every fact on the event page with its name, yes and no', async () => {
    renderInApp(<AmenityList amenities={amenities} />)
    const list = await screen.findByRole('region', { name: 'What it offers' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      'Drinking water',
      'No toilets',
      'Waste dump station',
      'Free',
      'Vehicles up to 7.5 m',
      'Open May, Jun, Jul',
    ])
    await i18n.changeLanguage('sk')
    expect(await within(list).findByText('Bez toaliet')).toBeInTheDocument()
    expect(within(list).getByText('Vozidlá do 7,5 m')).toBeInTheDocument()
  })
})
