// The deployed entry points: `api` answers /api/**, `pages` every other address that is not a file of the
// web build (server-rendered pages, sitemap, robots.txt: docs/rendering.md), `noticeDigest` mails the
// daily digest; all on production dependencies and the same services.
import { logger } from 'firebase-functions'
import { onRequest } from 'firebase-functions/v2/https'
import { onSchedule } from 'firebase-functions/v2/scheduler'
import { createApp } from './app'
import { firestoreDeps } from './firestore-deps'
import { bundledRenderer } from './pages/bundled-renderer'
import { createPagesApp, pageServicesOf, unconfiguredPagesApp } from './pages/pages-app'
import { siteOriginOf } from './pages/site-origin'
import { createServices } from './services'

export const REGION = 'europe-central2'

const deps = firestoreDeps()
const site = siteOriginOf(process.env.SITE_ORIGIN)
const services = createServices({
  accounts: deps.auth,
  store: deps.store,
  files: deps.files,
  storage: { bucket: deps.config.bucket, origins: deps.config.storageOrigins },
  // the digest's links lead to the site
  ...(site.ok ? { site: site.origin } : {}),
})

// Exported GPS files link to the event pages at the site's origin (docs/api.md "Download for GPS").
export const api = onRequest(
  { region: REGION, memory: '256MiB', concurrency: 80 },
  createApp({ ...deps, config: { ...deps.config, ...(site.ok ? { siteOrigin: site.origin } : {}) } }),
)

// Rendering is CPU work: a whole vCPU (which the smallest memory size would not get) and fewer requests
// at once, so a page renders quickly; Hosting's CDN answers the repeats.
// The site's origin comes from functions/.env (SITE_ORIGIN), never from a request; without it the
// function serves no page (the predeploy check refuses such a deploy first: docs/deployment.md).
export const pages = onRequest(
  { region: REGION, memory: '512MiB', cpu: 1, concurrency: 20 },
  site.ok
    ? createPagesApp({
        ...pageServicesOf(services),
        // lib/web/: the web app's server build, copied there by build.mjs
        renderer: bundledRenderer(new URL('./web/', import.meta.url)),
        origin: site.origin,
      })
    : unconfiguredPagesApp(site.problem),
)

// The mails go out through the Trigger Email extension, which watches the mail collection the digest
// writes to (docs/deployment.md, "E-mail"). `npm run digest` sends it now on the local stack.
export const noticeDigest = onSchedule(
  { schedule: 'every day 07:00', timeZone: 'Europe/Bratislava', region: REGION },
  async () => {
    const { users, mails } = await services.notices.sendDigests(new Date())
    logger.info(`Daily digest: ${mails} mails queued for ${users} travellers.`)
  },
)
