// Renders the installed app's icons (web/public/icons/*.png) from the site's mark, in Chromium, so they
// stay one drawing: `npx tsx scripts/render-app-icons.ts`. The PNGs are committed; browsers ask for
// 192 and 512 px (any and maskable) in the web app manifest and 180 px for the iOS home screen.
import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '@travel/e2e/chromium'

const out = fileURLToPath(new URL('../web/public/icons/', import.meta.url))

// The favicon's mountains and sun, drawn at `scale` of the icon around its centre: a maskable icon keeps
// its drawing inside the safe zone (the inner 80 %) when a launcher crops it to a circle.
function mark(size: number, { rounded, scale }: { rounded: boolean; scale: number }): string {
  const drawing = `<g transform="translate(${32 * (1 - scale)} ${32 * (1 - scale)}) scale(${scale})">
    <path d="M8 46 L24 22 L34 36 L42 26 L56 46 Z" fill="#f2c14e"/><circle cx="46" cy="16" r="5" fill="#fff"/></g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
    <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="#2f5d3a"/>${drawing}</svg>`
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.75 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.85 },
]

mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: CHROMIUM_ARGS,
  headless: true,
})
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${mark(icon.size, icon)}</body></html>`,
    )
    await page.locator('svg').screenshot({ path: `${out}${icon.file}`, omitBackground: true })
    await page.close()
  }
} finally {
  await browser.close()
}
console.log(`Wrote ${icons.map((i) => i.file).join(', ')} to ${out}`)
