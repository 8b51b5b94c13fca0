// The server-rendered pages over HTTP, without running any JavaScript: what a search engine, a link preview
// or a phone on a slow network receives first. The pages app with the server entry loaded by Vite as
// `npm start` does, on the API's own services; events are created through the API with real ID tokens.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPagesApp, sitemap } from '@travel/functions/pages'
import { createServices, type Services } from '@travel/functions/services'
import type { Store } from '@travel/functions/store'
import {
  bearer,
  BUCKET,
  daysAgo,
  emulatorAdminAuth,
  eventBody,
  signedInUser,
  STORAGE_ORIGIN,
  testApp,
  type TestApp,
} from '@travel/functions/testing'
import { SAVED_LANGUAGE_SCRIPT } from '@travel/domain'
import { devRenderer } from '../src/rendered-pages'

const webRoot = fileURLToPath(new URL('../../web', import.meta.url))
const ORIGIN = 'https://travel.example'

type Handler = http.RequestListener

/** Serves a request handler on a free port for one test file. */
async function serve(handler: Handler): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

interface Page {
  status: number
  text: string
  headers: Headers
}

async function get(base: string, path: string, language = 'en'): Promise<Page> {
  const res = await fetch(`${base}${path}`, { headers: { 'Accept-Language': language } })
  return { status: res.status, text: await res.text(), headers: res.headers }
}

let t: TestApp
let vite: ViteDevServer
let api: Awaited<ReturnType<typeof serve>>
let pages: Awaited<ReturnType<typeof serve>>
let events: Services['events']
const renderErrors: unknown[] = []
let camp: { _id: string; title: string; description: string; image: string }
let place: { _id: string; title: string }

/** The API's services over `store`, as the Cloud Function and the local stack make them. */
const servicesOver = (store: Store) =>
  createServices({
    accounts: emulatorAdminAuth(),
    store,
    files: t.files,
    storage: { bucket: BUCKET, origins: [STORAGE_ORIGIN] },
  })

function pagesOver(store: Store, log?: (message: string, err: unknown) => void): Handler {
  const services = servicesOver(store)
  const renderer = devRenderer(vite, `${webRoot}/index.html`)
  return createPagesApp({
    events: services.events,
    sharedLists: services.sharedLists,
    merges: services.merges,
    renderer: () => Promise.resolve(renderer),
    origin: ORIGIN,
    log: log ?? ((_message, err) => renderErrors.push(err)),
  })
}

beforeAll(async () => {
  t = await testApp()
  vite = await createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.config.ts`,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false },
  })
  const owner = await signedInUser(t.app, 'pages')
  api = await serve(t.app)
  const post = (body: Record<string, unknown>) =>
    fetch(`${api.url}/api/events`, {
      method: 'POST',
      headers: { ...bearer(owner.idToken), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const created = await post(
    eventBody(owner, {
      title: 'Lake camp under the Tatras',
      description: 'A quiet natural camp by the lake, room for three caravans.\nFresh water at the farm.',
      date: daysAgo(3),
    }),
  )
  expect(created.status).toBe(201)
  camp = ((await created.json()) as { data: typeof camp }).data
  const other = await post(
    eventBody(owner, {
      title: 'View over the Danube bend',
      section: { main: 'places', sub: 'views' },
      date: daysAgo(5),
    }),
  )
  expect(other.status).toBe(201)
  place = ((await other.json()) as { data: typeof place }).data
  events = servicesOver(t.store).events
  pages = await serve(pagesOver(t.store))
  // the first page Vite renders compiles the app for the server (seconds on a busy machine)
  expect((await get(pages.url, '/privacy-policy')).status).toBe(200)
}, 120_000)

afterAll(async () => {
  expect(renderErrors).toEqual([])
  await pages?.close()
  await api?.close()
  await vite?.close()
  await t?.close()
})

const page = (path: string, language = 'en') => get(pages.url, path, language)

describe('a server-rendered page', () => {
  it('the home page arrives with the first page of events, styled, and a description of its own', async () => {
    const res = await page('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/html/)
    expect(res.text).toContain(camp.title)
    expect(res.text).toContain(place.title)
    expect(res.text).toContain(`src="${camp.image.replace(/&/g, '&amp;')}"`)
    expect(res.text).toMatch(/<title>Travel events \| [^<]+<\/title>/)
    expect(res.text).toContain('<meta name="description" content="Routes, camps, places and itineraries')
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/" />`)
    // Chakra's styles are in the page: the first paint is styled before any script runs
    expect(res.text).toMatch(/<style data-server-styles="css [^"]+">[^<]*\.css-/)
    // and Emotion's mark of them, empty: the browser's Emotion adopts it and moves it, not the styles
    expect(res.text).toMatch(/<style data-emotion="css [^"]+" data-s=""><\/style>/)
    // the state the browser hydrates from, as data (no inline script: the CSP allows none)
    expect(res.text).toMatch(
      /<script type="application\/json" id="page-state">\[\{"queryKey":\["events","list"/,
    )
    expect(res.headers.get('cache-control')).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=600',
    )
    expect(res.headers.get('vary')).toMatch(/Accept-Language/)
  })

  it('a section list shows its own events only, under its own title', async () => {
    const res = await page('/events/places')
    expect(res.status).toBe(200)
    expect(res.text).toContain(place.title)
    expect(res.text).not.toContain(camp.title)
    expect(res.text).toMatch(/<title>Places \| /)
  })

  it("an event's page carries its text, photo and link-preview tags", async () => {
    const res = await page(`/events/${camp._id}`)
    expect(res.status).toBe(200)
    expect(res.text).toMatch(new RegExp(`<h1[^>]*>${camp.title}</h1>`))
    expect(res.text).toContain('Fresh water at the farm.')
    expect(res.text).toContain(`<img src="${camp.image.replace(/&/g, '&amp;')}" alt="${camp.title}"`)
    expect(res.text).toContain(`<title>${camp.title} | `)
    expect(res.text).toContain(`<meta property="og:title" content="${camp.title}" />`)
    expect(res.text).toContain(`<meta property="og:image" content="${camp.image.replace(/&/g, '&amp;')}" />`)
    // the whole page is in the HTML: nothing left to be swapped in by a script (the one inline script is
    // the saved language's, below)
    expect(res.text.replace(`<script>${SAVED_LANGUAGE_SCRIPT}</script>`, '')).not.toMatch(
      /<script>|<!--\$\?-->/,
    )
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(res.text).toContain(`<meta property="og:url" content="${ORIGIN}/events/${camp._id}" />`)
    expect(res.text).toContain(`hreflang="sk" href="${ORIGIN}/events/${camp._id}?lang=sk"`)
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.text)?.[1]
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Campground',
      name: camp.title,
      image: [camp.image],
      geo: { latitude: 49.123456, longitude: 20.123456 },
      dateModified: new Date().toISOString().slice(0, 10),
    })
    // nobody has rated it yet
    expect(jsonLd).not.toContain('AggregateRating')
  })

  it("an event's page is in the reader's version, its tags and structured data too", async () => {
    const author = await signedInUser(t.app, 'pagestr')
    const created = await fetch(`${api.url}/api/events`, {
      method: 'POST',
      headers: { ...bearer(author.idToken), 'Content-Type': 'application/json' },
      body: JSON.stringify(
        eventBody(author, {
          title: 'Kemp pri Štrbskom plese',
          description: 'Tichý kemp v\u00a0prírode pri plese, miesto pre tri karavany.',
          writtenIn: 'sk',
          translation: {
            title: 'Camp by the Štrbské tarn',
            description: 'A quiet natural camp by the tarn, room for three caravans.',
          },
        }),
      ),
    })
    const { _id: id } = ((await created.json()) as { data: { _id: string } }).data
    const jsonLdOf = (text: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(text)?.[1] ?? '{}') as {
        name?: string
        inLanguage?: string
      }

    const english = await page(`/events/${id}`)
    expect(english.text).toMatch(/<h1[^>]*>Camp by the Štrbské tarn<\/h1>/)
    expect(english.text).toContain('<meta property="og:title" content="Camp by the Štrbské tarn" />')
    expect(english.text).toContain('A quiet natural camp by the tarn')
    expect(english.text).toContain('<meta name="description" content="A quiet natural camp by the tarn')
    expect(jsonLdOf(english.text)).toMatchObject({ name: 'Camp by the Štrbské tarn', inLanguage: 'en' })

    const slovak = await page(`/events/${id}?lang=sk`)
    expect(slovak.text).toMatch(/<h1[^>]*>Kemp pri Štrbskom plese<\/h1>/)
    expect(slovak.text).toContain('<meta property="og:title" content="Kemp pri Štrbskom plese" />')
    expect(jsonLdOf(slovak.text)).toMatchObject({ inLanguage: 'sk' })

    // without a version in the page's language the text stays in its own, and says so
    const untranslated = await page(`/events/${camp._id}?lang=sk`)
    expect(jsonLdOf(untranslated.text)).toMatchObject({ name: camp.title, inLanguage: 'en' })
  })

  it('is in Slovak for a Slovak browser or a ?lang=sk address', async () => {
    const byBrowser = await page(`/events/${camp._id}`, 'sk-SK,sk;q=0.9')
    expect(byBrowser.text).toContain('<html lang="sk"')
    expect(byBrowser.text).toContain('Autor: ')
    const byAddress = await page(`/events/${camp._id}?lang=sk`, 'en')
    expect(byAddress.text).toContain('<html lang="sk"')
    expect(byAddress.text).toContain(`<link rel="canonical" href="${ORIGIN}/events/${camp._id}?lang=sk" />`)
    expect(byAddress.headers.get('vary') ?? '').not.toMatch(/Accept-Language/)
  })

  it("runs one script before anything of the page: the reader's saved language, which may ask for the other", async () => {
    const res = await page(`/events/${camp._id}`)
    const script = res.text.indexOf(`<script>${SAVED_LANGUAGE_SCRIPT}</script>`)
    // after the charset, before the styles and the tags the browser would otherwise parse and fetch first
    expect(script).toBeGreaterThan(res.text.indexOf('<meta charset="UTF-8" />'))
    for (const tag of ['<style', '<link', '<meta name="viewport"', '<title>'])
      expect(script, tag).toBeLessThan(res.text.indexOf(tag))
    expect(res.text.match(/<script>/g)).toHaveLength(1)
    // an error page is drawn afresh by the browser in the reader's language: it needs none
    expect((await page('/events/no-such-event')).text).not.toContain(SAVED_LANGUAGE_SCRIPT)
  })

  it('renders the screens whose texts load with their code in Slovak too: sign-in, privacy', async () => {
    const signIn = await page('/sign-in', 'sk-SK,sk;q=0.9')
    expect(signIn.text).toMatch(/<h1[^>]*>Prihlásenie</)
    expect(signIn.text).toMatch(/<button type="submit"[^>]*>Prihlásiť sa</)
    const privacy = await page('/privacy-policy?lang=sk', 'en')
    expect(privacy.text).toMatch(/<h1[^>]*>Ochrana osobných údajov</)
    const english = await page('/sign-in', 'en')
    expect(english.text).toMatch(/<h1[^>]*>Sign in</)
  })
})

describe('pages that cannot be shown', () => {
  it('an unknown event is a 404 page that search engines skip', async () => {
    const res = await page('/events/no-such-event')
    expect(res.status).toBe(404)
    expect(res.text).toContain('Event not found')
    expect(res.text).toContain('<meta name="robots" content="noindex" />')
    expect(res.text).not.toContain('id="page-state"')
  })

  it('an unknown address is a 404 page', async () => {
    const res = await page('/no/such/page', 'sk')
    expect(res.status).toBe(404)
    expect(res.text).toContain('404')
  })

  it('a failing store gives a friendly error page with status 500 and nothing of the error', async () => {
    const logged: unknown[] = []
    const broken: Store = {
      ...t.store,
      events: new Proxy(t.store.events, {
        get: (target, key, receiver) =>
          key === 'listEvents'
            ? () => Promise.reject(new Error('secret connection string leaked'))
            : Reflect.get(target, key, receiver),
      }),
    }
    const brokenPages = await serve(pagesOver(broken, (_message, err) => logged.push(err)))
    const res = await get(brokenPages.url, '/')
    await brokenPages.close()
    expect(res.status).toBe(500)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.text).toContain('Something went wrong')
    expect(res.text).not.toContain('secret')
    expect(logged).toHaveLength(1)
  })

  it.each(['/profile', '/moderation'])(
    "a signed-in user's page (%s) is the app's shell, rendered in the browser and never kept",
    async (path) => {
      const res = await page(path)
      expect(res.status).toBe(200)
      expect(res.text).toContain('<div id="root"></div>')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect((await page('/robots.txt')).text).toContain(`Disallow: ${path}`)
    },
  )
})

describe('a shared wishlist', () => {
  it('is rendered for anyone with the link, kept out of search engines and cached only briefly', async () => {
    const sharer = await signedInUser(t.app, 'sharer')
    const call = (method: string, path: string, body?: unknown) =>
      fetch(`${api.url}/api${path}`, {
        method,
        headers: { ...bearer(sharer.idToken), 'Content-Type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
    expect((await call('POST', '/wishlist', { eventID: camp._id })).status).toBe(201)
    const shared = await call('POST', '/wishlist/share')
    const { token } = ((await shared.json()) as { data: { token: string } }).data

    const res = await page(`/shared/${token}`)
    expect(res.status).toBe(200)
    expect(res.text).toContain(`${sharer.username}’s wishlist`)
    expect(res.text).toContain(camp.title)
    expect(res.text).not.toContain(place.title)
    expect(res.text).toContain(`/api/shared-lists/${token}/export.gpx?lang=en`)
    expect(res.text).toContain('<meta name="robots" content="noindex" />')
    expect(res.text).not.toContain('rel="canonical"')
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60')
    expect(res.text).toContain('id="page-state"')
    const sk = await page(`/shared/${token}?lang=sk`)
    expect(sk.text).toContain(`Zoznam želaní: ${sharer.username}`)

    const sitemap = await page('/sitemap.xml')
    expect(sitemap.text).not.toContain('/shared/')
    // a trip's private link is kept out of search engines and shared caches the same way
    const trip = await page('/shared-trip/AAAAAAAAAAAAAAAAAAAAAA')
    expect(trip.headers.get('x-robots-tag')).toBe('noindex')
    expect(trip.headers.get('cache-control')).not.toContain('s-maxage=300')

    // renewed: the old address is a 404 page, the new one shows the list
    const renewed = await call('POST', '/wishlist/share')
    const next = ((await renewed.json()) as { data: { token: string } }).data.token
    const old = await page(`/shared/${token}`)
    expect(old.status).toBe(404)
    expect(old.text).toContain('This list is not shared')
    expect(old.text).not.toContain(camp.title)
    expect((await page(`/shared/${next}`)).status).toBe(200)
    expect((await call('DELETE', '/wishlist/share')).status).toBe(200)
    expect((await page(`/shared/${next}`, 'sk')).status).toBe(404)
  })
})

describe('sitemap and robots.txt', () => {
  it('the sitemap lists every event in English and Slovak, and robots.txt points to it', async () => {
    const res = await page('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/xml/)
    expect(res.text).toContain(`<loc>${ORIGIN}/events/${camp._id}</loc>`)
    expect(res.text).toContain(`<loc>${ORIGIN}/events/${place._id}?lang=sk</loc>`)
    const robots = await page('/robots.txt')
    expect(robots.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })

  it('a forged Host or X-Forwarded-Host never reaches the sitemap, robots.txt or a page', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt', `/events/${camp._id}`, '/']) {
      const res = await fetch(`${pages.url}${path}`, {
        headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' },
      })
      const text = await res.text()
      expect(text, path).not.toContain('evil.example')
      expect(text, path).toContain(ORIGIN)
    }
  })

  it('a list address the API would refuse is a 400 page in the reader language, as the API answers', async () => {
    const cases: [string, string, string][] = [
      ['/?q=lake&q=camp', 'en', 'Give this filter only once.'],
      ['/events/camp?country=Slovakia&country=Austria', 'sk', 'Tento filter zadajte iba raz.'],
      ['/?q=%00', 'en', 'Remove the control characters or broken symbols from the search.'],
      [
        '/events?near=48.1,17.1&radius=',
        'sk',
        'radius musí byť vzdialenosť v\u00a0kilometroch od 1 do 1\u00a0000.',
      ],
      ['/events?limit=', 'en', 'limit must be a whole number from 1 to 100.'],
    ]
    for (const [path, language, message] of cases) {
      const res = await page(path, language)
      expect(res.status, path).toBe(400)
      expect(res.text, path).toContain(message)
      expect(res.text, path).toContain(`<html lang="${language}">`)
      expect(res.text, path).toContain('<meta name="robots" content="noindex" />')
    }
    expect((await page('/?q=lake')).status).toBe(200)
  })

  it('a large sitemap becomes an index of parts that together list every page', async () => {
    const index = await sitemap(events, ORIGIN, undefined, 10)
    const parts = [...(index ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(index).toContain('<sitemapindex')
    expect(parts.length).toBeGreaterThan(1)
    const all = await Promise.all(parts.map((_, i) => sitemap(events, ORIGIN, i + 1, 10)))
    const listed = all.join('')
    expect(listed).toContain(`<loc>${ORIGIN}/events/${camp._id}</loc>`)
    expect(listed).toContain(`<loc>${ORIGIN}/events/${place._id}</loc>`)
    expect(await sitemap(events, ORIGIN, parts.length + 1, 10)).toBeNull()
  })
})

describe('check-ins as search engines read them', () => {
  // the day of an event's updatedAt, which is UTC
  const today = new Date().toISOString().slice(0, 10)
  let jsonLd: (path: string) => Promise<Record<string, unknown>>

  beforeAll(async () => {
    const checkIn = async (user: { idToken: string }, eventId: string, visitDate: string, rating: number) => {
      const res = await fetch(`${api.url}/api/events/${eventId}/checkins`, {
        method: 'POST',
        headers: { ...bearer(user.idToken), 'Content-Type': 'application/json' },
        body: JSON.stringify({ visitDate, state: 'as-described', rating, text: '', photos: [], access: 1 }),
      })
      expect(res.status).toBe(201)
    }
    const first = await signedInUser(t.app, 'visitor')
    const second = await signedInUser(t.app, 'visitor')
    // 5 + 4 + 4: a mean of 4.333… on the camp, visited before its last edit (today)
    await checkIn(first, camp._id, daysAgo(2), 4)
    await checkIn(first, camp._id, daysAgo(1), 4)
    await checkIn(second, camp._id, daysAgo(1), 5)
    // the view was last edited five days ago and visited two days ago
    await t.store.events.updateEvent(place._id, { updatedAt: `${daysAgo(5)}T09:00:00.000Z` })
    await checkIn(second, place._id, daysAgo(2), 3)
    jsonLd = async (path) => {
      const res = await page(path)
      expect(res.status).toBe(200)
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.text)?.[1]
      return JSON.parse(json ?? '{}') as Record<string, unknown>
    }
  }, 60_000)

  it("an event's structured data carries its rating, to one decimal, and the day it last changed", async () => {
    expect(await jsonLd(`/events/${camp._id}`)).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.3,
        ratingCount: 3,
        bestRating: 5,
        worstRating: 1,
      },
      dateModified: today,
    })
    expect(await jsonLd(`/events/${place._id}`)).toMatchObject({
      aggregateRating: { ratingValue: 3, ratingCount: 1 },
      dateModified: daysAgo(2),
    })
  })

  it('the sitemap dates an event by its last edit or its latest visit, whichever is later', async () => {
    const xml = (await page('/sitemap.xml')).text
    const lastmodOf = (id: string) =>
      new RegExp(`<loc>${ORIGIN}/events/${id}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1]
    expect(lastmodOf(camp._id)).toBe(today)
    expect(lastmodOf(place._id)).toBe(daysAgo(2))
  })
})

describe('a merged event', () => {
  it('answers its page with a permanent redirect to the kept event, in either language, and leaves the sitemap', async () => {
    const owner = await signedInUser(t.app, 'pagesdup')
    const moderator = await signedInUser(t.app, 'pagesmod')
    await emulatorAdminAuth().setCustomUserClaims(moderator.uid, { moderator: true })
    const call = async (user: { idToken: string }, path: string, body: unknown) => {
      const res = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { ...bearer(user.idToken), 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(res.status, path).toBeLessThan(300)
      return ((await res.json()) as { data: { _id: string } }).data
    }
    const kept = await call(
      owner,
      '/api/events',
      eventBody(owner, { title: 'Mill camp', coordinates: [48.7, 21.2] }),
    )
    const gone = await call(
      owner,
      '/api/events',
      eventBody(owner, { title: 'Old mill camp', coordinates: [48.701, 21.2] }),
    )
    await call(owner, `/api/events/${gone._id}/duplicates`, { otherId: kept._id, reason: 'The same mill.' })
    const pair = [kept._id, gone._id].sort().join('~')
    await call(moderator, `/api/moderation/merges/${pair}/decision`, {
      action: 'merge',
      keep: kept._id,
      reason: 'Same.',
    })

    for (const prefix of ['', '/sk']) {
      const res = await fetch(`${pages.url}${prefix}/events/${gone._id}?lang=sk`, { redirect: 'manual' })
      expect(res.status).toBe(308)
      expect(res.headers.get('location')).toBe(`${prefix}/events/${kept._id}?lang=sk`)
    }
    expect((await page(`/events/${kept._id}`)).status).toBe(200)
    expect((await page('/events/nosuchevent1')).status).toBe(404)
    const map = await page('/sitemap.xml')
    expect(map.text).toContain(`/events/${kept._id}<`)
    expect(map.text).not.toContain(`/events/${gone._id}`)
  })
})
