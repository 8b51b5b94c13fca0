#!/usr/bin/env node
// Runs the browser journeys (e2e/) when Debian's Chromium is installed; otherwise says clearly that they
// were skipped and why. CI installs Chromium (apt-get install -y chromium), so there they always run.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.log(
    `SKIPPED end-to-end journeys: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM=/path).`,
  )
  process.exit(0)
}
if (!existsSync(new URL('../e2e/vitest.config.ts', import.meta.url))) {
  console.log('SKIPPED end-to-end journeys: the e2e suite has no journeys yet.')
  process.exit(0)
}
const r = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], { stdio: 'inherit' })
process.exit(r.status ?? 1)
