// /sitemap.xml and robots.txt (docs/rendering.md): the public pages and every event, each with its English
// and Slovak address; past SITEMAP_PART_SIZE addresses it becomes an index of parts (/sitemap-1.xml, …),
// well within what a sitemap file may hold.
import {
  EVENTS_PAGE_MAX,
  LANGUAGE_PARAM,
  MAIN_SECTIONS,
  SUBSECTION_SLUGS,
  SUBSECTIONS,
  type Language,
} from '@travel/domain'
import type { Services } from '../services'

export const SITEMAP_PART_SIZE = 10_000

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

/** Every event, newest first, a page of the store at a time. */
async function eventEntries(events: Services['events']): Promise<Entry[]> {
  const entries: Entry[] = []
  let cursor: string | undefined
  do {
    const page = await events.list({ limit: EVENTS_PAGE_MAX, ...(cursor ? { cursor } : {}) })
    for (const event of page.events)
      entries.push({
        path: `/events/${encodeURIComponent(event._id)}`,
        lastmod: lastmodOf(event),
      })
    cursor = page.nextCursor ?? undefined
  } while (cursor)
  return entries
}

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
 * no such part. Each page address counts twice (English and Slovak) towards a part's size.
 */
export async function sitemap(
  events: Services['events'],
  origin: string,
  part: number | undefined,
  partSize: number = SITEMAP_PART_SIZE,
): Promise<string | null> {
  const entries = [...staticEntries(), ...(await eventEntries(events))]
  const perPart = Math.max(1, Math.floor(partSize / 2))
  const parts = Math.ceil(entries.length / perPart)
  if (part === undefined) return parts <= 1 ? urlSet(origin, entries) : sitemapIndex(origin, parts)
  if (parts <= 1 || part < 1 || part > parts) return null
  return urlSet(origin, entries.slice((part - 1) * perPart, part * perPart))
}
