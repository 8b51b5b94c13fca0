import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '@/i18n'
import { renderApp } from '@/testing/render-app'

afterEach(async () => {
  await changeLanguage('en')
})

describe('the privacy policy', { timeout: 20_000 }, () => {
  it('says what the ZIP of one’s data holds and links to the profile where it is downloaded', async () => {
    renderApp('/privacy-policy')
    const heading = await screen.findByRole('heading', { name: 'Download your data', level: 2 })
    const section = within(heading.closest('section')!)
    expect(
      section.getByText(
        /the reports you filed that are not decided yet, the moderation notices you received/,
      ),
    ).toBeVisible()
    expect(section.getByRole('link', { name: 'profile page' })).toHaveAttribute('href', '/profile')
  })

  it('says it in Slovak to a Slovak reader', async () => {
    await changeLanguage('sk')
    renderApp('/privacy-policy')
    const heading = await screen.findByRole('heading', { name: 'Stiahnutie vašich údajov', level: 2 })
    const section = within(heading.closest('section')!)
    expect(section.getByText(/Stiahnuť moje údaje/)).toBeVisible()
    expect(section.getByRole('link', { name: 'stránke profilu' })).toHaveAttribute('href', '/profile')
  })
})
