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

  it('names the controller and the legal basis of each use, in English and in Slovak', async () => {
    renderApp('/privacy-policy')
    const controller = await screen.findByRole('heading', { name: 'Data controller', level: 2 })
    expect(within(controller.closest('section')!).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:.+@/),
    )
    const uses = within(screen.getByRole('heading', { name: /legal basis/ }).closest('section')!)
    expect(uses.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      Array.from({ length: 5 }, () => expect.stringMatching(/Art\. 6\(1\)\([bcf]\) GDPR/)),
    )
    expect(screen.getByText(/structured, commonly used and machine-readable format/)).toBeVisible()

    await changeLanguage('sk')
    const prevadzkovatel = await screen.findByRole('heading', { name: 'Prevádzkovateľ', level: 2 })
    expect(within(prevadzkovatel.closest('section')!).getByText(/rozhoduje o spracúvaní/)).toBeVisible()
    const ucely = within(screen.getByRole('heading', { name: /právnom základe/ }).closest('section')!)
    expect(ucely.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      Array.from({ length: 5 }, () => expect.stringMatching(/čl\. 6 ods\. 1 písm\. [bcf]\) GDPR/)),
    )
    expect(screen.getByText(/štruktúrovanom, bežne používanom a\s+strojovo čitateľnom formáte/)).toBeVisible()
    expect(screen.getByText(/^namietať proti spracúvaniu/)).toBeVisible()
  })
})
