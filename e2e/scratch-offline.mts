import { chromium } from 'playwright-core'
import { mkdtempSync } from 'node:fs'
const base = 'http://localhost:7100'
const ctx = await chromium.launchPersistentContext(mkdtempSync('/tmp/wt14/chr-'), {
  executablePath: '/usr/bin/chromium', headless: true,
  args: ['--no-sandbox','--disable-gpu','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'],
  baseURL: base, viewport: { width: 1280, height: 900 }, acceptDownloads: true,
})
const page = ctx.pages()[0] ?? await ctx.newPage()
page.on('console', (m) => console.log('console', m.type(), m.text(), JSON.stringify(m.location())))
await page.goto('/sign-in')
const form = page.getByRole('form', { name: 'Sign in' })
await form.getByLabel('E-mail').fill('tom@example.com')
await form.getByLabel('Password').fill('travel-demo')
await form.getByRole('button', { name: 'Sign in', exact: true }).click()
await page.waitForURL((u) => u.pathname === '/')
await page.evaluate(async () => { await navigator.serviceWorker.ready })
console.log('sw ready; controlled?', await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
const res = await fetch(`${base}/api/events?section=route&limit=3`).then((r) => r.json()) as { data: { _id: string; title: string }[] }
const [a, b] = res.data
for (const ev of [a!, b!]) {
  await page.goto(`/events/${ev._id}`)
  const save = page.getByRole('button', { name: 'Add to wishlist' })
  const remove = page.getByRole('button', { name: /Remove from wishlist/ })
  await Promise.race([save.waitFor(), remove.waitFor()])
  if (await remove.isVisible()) { await remove.click(); await save.waitFor() }
  await save.click()
  await page.screenshot({ path: '/tmp/wt14/after-save.png' })
  await remove.waitFor()
  await page.getByText('Available offline').waitFor({ timeout: 20000 })
  console.log('kept', ev.title)
}
await ctx.setOffline(true)
await page.reload()
await page.getByRole('heading', { name: b!.title }).waitFor().catch(async (e) => { await page.screenshot({ path: '/tmp/wt14/fail.png' }); throw e })
console.log('offline reload OK')
await page.goto(`/events/${a!._id}`)
await page.getByRole('heading', { name: a!.title }).waitFor().catch(async (e) => { await page.screenshot({ path: '/tmp/wt14/fail.png' }); throw e })
console.log('offline reload OK')
await page.screenshot({ path: '/tmp/wt14/offline-event.png', fullPage: false })
await page.goto(`/events/${b!._id}`)
await page.getByRole('heading', { name: b!.title }).waitFor()
const img = await page.locator('main img').first().evaluate((i: HTMLImageElement) => i.naturalWidth)
console.log('image width', img)
const dl = page.waitForEvent('download')
await page.getByRole('button', { name: /GPX/ }).click()
console.log('download', (await dl).suggestedFilename())
await page.goto('/wishlist')
await page.getByRole('heading', { name: 'Wishlist', level: 1 }).waitFor()
await page.waitForTimeout(1500)
await page.screenshot({ path: '/tmp/wt14/offline-wishlist.png' })
await page.goto('/')
await page.waitForTimeout(4000)
await page.screenshot({ path: '/tmp/wt14/offline-home.png' })
await page.goto('/profile')
await page.getByRole('heading', { name: 'Offline' }).waitFor()
await page.waitForTimeout(1000)
await page.screenshot({ path: '/tmp/wt14/offline-profile.png', fullPage: true })
await ctx.setOffline(false)
await page.waitForTimeout(1500)
await page.screenshot({ path: '/tmp/wt14/online-profile.png', fullPage: true })
await ctx.close()
