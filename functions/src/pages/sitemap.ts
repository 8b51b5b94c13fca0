// /sitemap.xml and robots.txt (docs/rendering.md): the public pages and every listed event, each with its
// English and Slovak address. Past SITEMAP_PART_SIZE addresses it becomes an index of parts: the pages,
// then the events by equal ranges of their ids, so a request reads one part's events, never all of them.
import { LANGUAGE_PARAM, MAIN_SECTIONS, SUBSECTION_SLUGS, SUBSECTIONS, type Language } from '@travel/domain'
import type { Services } from '../services'
import { idRange, type SitemapEventRecord } from '../services/records'

export const SITEMAP_PART_SIZE = 10_000
/** What the protocol allows in one file: a part's events are read up to it, whatever their range holds. */
const SITEMAP_FILE_MAX = 50_000
/**
 * The share of a part's size its range is expected to fill. Ids are random, so a range's count strays
 * from that by about its square root, far less than the room left.
 */
const PART_FILL = 0.8

interface Entry {
  path: string
  /** YYYY-MM-DD */
  lastmod?: string
}

function staticEntries(): Entry[] {
  const paths = ['/', '/events', '/events/section', '/privacy-policy']
  for (const main of MAIN_SECTIONS) {
    paths.push(`/events/${main}`)
    for (const sub of SUBSECTIONS[main]) paths.push(`/events/${main}/${SUBSECTION_SLUGS[sub]}`)
  }
  return paths.map((path) => ({ path }))
}

/** An event's page changes with an edit and with a visit that confirms the place: the later day. */
function lastmodOf({ updatedAt, lastVisit }: { updatedAt: string; lastVisit?: string | null }): string {
  const edited = updatedAt.slice(0, 10)
  return lastVisit != null && lastVisit > edited ? lastVisit : edited
}

const entryOf = (event: SitemapEventRecord): Entry => ({
  path: `/events/${encodeURIComponent(event.id)}`,
  lastmod: lastmodOf(event),
})

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const urlIn = (origin: string, path: string, language: Language) =>
  escapeXml(language === 'en' ? `${origin}${path}` : `${origin}${path}?${LANGUAGE_PARAM}=${language}`)

function urlSet(origin: string, entries: Entry[]): string {
  const urls = entries.flatMap(({ path, lastmod }) =>
    (['en', 'sk'] as const).map(
      (language) =>
        `<url><loc>${urlIn(origin, path, language)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}` +
        `<xhtml:link rel="alternate" hreflang="en" href="${urlIn(origin, path, 'en')}"/>` +
        `<xhtml:link rel="alternate" hreflang="sk" href="${urlIn(origin, path, 'sk')}"/></url>`,
    ),
  )
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  )
}

function sitemapIndex(origin: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, index) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  )
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    items.join('\n') +
    '\n</sitemapindex>\n'
  )
}

/**
 * The sitemap file asked for: `part` undefined for /sitemap.xml, n for /sitemap-n.xml. null when there is
 * no such part. Each page address counts twice (English and Slovak) towards a part's size. Part 1 is the
 * site's pages; part n + 2 the events in range n of the ranges the count of listed events calls for.
 */
export async function sitemap(
  events: Services['events'],
  origin: string,
  part: number | undefined,
  partSize: number = SITEMAP_PART_SIZE,
): Promise<string | null> {
  const perPart = Math.max(1, Math.floor(partSize / 2))
  const readMax = SITEMAP_FILE_MAX / 2
  const pages = staticEntries()
  const listed = await events.countPublic()
  if (pages.length + listed <= perPart) {
    if (part !== undefined) return null
    const all = await events.publicInIdRange(idRange(0, 1), readMax)
    return urlSet(origin, [...pages, ...all.events.map(entryOf)])
  }
  const ranges = Math.max(1, Math.ceil(listed / Math.max(1, Math.floor(perPart * PART_FILL))))
  if (part === undefined) return sitemapIndex(origin, ranges + 1)
  if (part === 1) return urlSet(origin, pages)
  if (!Number.isInteger(part) || part < 2 || part > ranges + 1) return null
  const { events: inRange, truncated } = await events.publicInIdRange(idRange(part - 2, ranges), readMax)
  if (truncated) console.warn(`/sitemap-${part}.xml: its id range holds more events than a file may list`)
  return urlSet(origin, inRange.map(entryOf))
}
