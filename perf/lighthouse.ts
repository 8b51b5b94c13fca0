// npm run lighthouse: Lighthouse (mobile, simulated throttling) on the production build with the demo data
// for `/`, a section list and an event page; writes reports to lighthouse/reports/ and fails on a missed
// budget. LIGHTHOUSE_RUNS keeps the run of median performance, as a busy machine scores lower.
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, chromiumPath } from '@travel/e2e/chromium'
import { someEventId, withProductionStack } from './measure-stack'

const reportsDir = fileURLToPath(new URL('../lighthouse/reports/', import.meta.url))
const MIN_SCORES = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 90 } as const
const MAX_METRICS = {
  'largest-contentful-paint': 2000,
  'cumulative-layout-shift': 0.05,
  'total-blocking-time': 150,
} as const

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1))

mkdirSync(reportsDir, { recursive: true })
let missed = 0

await withProductionStack(async (stack) => {
  const eventId = await someEventId(stack)
  const pages = { home: '/', 'camp-natural': '/events/camp/natural', event: `/events/${eventId}` }
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  try {
    for (const [name, path] of Object.entries(pages)) {
      const runs = []
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${stack.webUrl}${path}`, {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
        runs.push(result)
      }
      runs.sort(
        (a, b) => (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
      )
      if (RUNS > 1) {
        const all = runs.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100)).join(', ')
        console.log(`${path.replace(eventId, ':id')}: performance over ${RUNS} runs ${all}; the median run:`)
      }
      const { lhr, report } = runs[Math.floor(runs.length / 2)]!
      writeFileSync(`${reportsDir}${name}.html`, Array.isArray(report) ? report.join('') : report)
      const scores = Object.fromEntries(
        Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
      ) as Record<string, number>
      const metrics = Object.fromEntries(
        Object.keys(MAX_METRICS).map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
      ) as Record<string, number>
      const problems = [
        ...Object.entries(MIN_SCORES)
          .filter(([id, min]) => (scores[id] ?? 0) < min)
          .map(([id, min]) => `${id} ${scores[id]} < ${min}`),
        ...Object.entries(MAX_METRICS)
          .filter(([id, max]) => !((metrics[id] ?? Infinity) <= max))
          .map(([id, max]) => `${id} ${metrics[id]?.toFixed(id.includes('shift') ? 3 : 0)} > ${max}`),
      ]
      missed += problems.length
      console.log(
        `${path.replace(eventId, ':id').padEnd(22)} perf ${scores.performance} a11y ${scores.accessibility} bp ${scores['best-practices']} seo ${scores.seo} | LCP ${Math.round(metrics['largest-contentful-paint'] ?? 0)} ms CLS ${(metrics['cumulative-layout-shift'] ?? 0).toFixed(3)} TBT ${Math.round(metrics['total-blocking-time'] ?? 0)} ms${problems.length ? `  MISSED: ${problems.join('; ')}` : ''}`,
      )
      // Failed audits worth reading next to the numbers.
      for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
        const category = lhr.categories[id]
        for (const ref of category?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id]
          if (audit && audit.score !== null && audit.score < 0.9 && ref.weight > 0) {
            console.log(`    ${id}: ${audit.id} (${audit.displayValue ?? audit.score})`)
          }
        }
      }
    }
  } finally {
    chrome.kill()
  }
})
console.log(`HTML reports: ${reportsDir}`)
console.log(
  `load average: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
)
if (missed) process.exitCode = 1
