// What the pages send keeps injected markup and other sites' frames from doing anything, and the app
// itself runs under that policy with no violation (the journey harness fails on any console error).
import { describe, expect } from 'vitest'
import { journey } from '../src/journey'

describe('the security headers', () => {
  journey(
    'every page is sent with a Content-Security-Policy that refuses injected script and framing',
    async ({ page, step }) => {
      await step('the home page and a deep link carry the headers', async () => {
        for (const path of ['/', '/privacy-policy']) {
          const response = await page.goto(path)
          const headers = response?.headers() ?? {}
          expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/)
          expect(headers['x-frame-options']).toBe('DENY')
          expect(headers['x-content-type-options']).toBe('nosniff')
          expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
          expect(headers['permissions-policy']).toContain('geolocation=(self)')
        }
        await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor()
      })

      await step('an injected inline script does not run', async () => {
        const ran = await page.evaluate(async () => {
          const script = document.createElement('script')
          script.textContent = 'window.injectedScriptRan = true'
          document.head.append(script)
          await new Promise((resolve) => setTimeout(resolve, 50))
          return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true
        })
        expect(ran).toBe(false)
      })
    },
    { allowConsoleErrors: [/inline script violates the following Content Security Policy/] },
  )
})
