// The <head> of a server-rendered page (docs/rendering.md): title and description for search results,
// the canonical address and its English and Slovak alternates, Open Graph and Twitter card tags for link
// previews in chats and social networks, and schema.org data describing an event.
import { LANGUAGE_PARAM, LANGUAGES, type EventDto, type Language } from '@travel/domain'

export interface HeadInput {
  origin: string
  pathname: string
  language: Language
  title: string
  description: string
  siteName: string
  status: number
  /** a private link's page: not indexed, and no canonical address or alternates to follow */
  noindex?: boolean
  /** the event an event page shows */
  event?: EventDto
  /** readable names of the event's section and country, for its structured data */
  sectionName?: string
  countryName?: string
}

const OG_LOCALES: Record<Language, string> = { en: 'en_GB', sk: 'sk_SK' }

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** JSON inside <script>: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** The address of a page in a language: English at the plain path, Slovak with ?lang=sk. */
export function pageUrl(origin: string, pathname: string, language: Language): string {
  return language === 'en' ? `${origin}${pathname}` : `${origin}${pathname}?${LANGUAGE_PARAM}=${language}`
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`

/** The travellers' ratings as search results show stars: their mean to one decimal, on a 1–5 scale. */
function aggregateRatingOf({ rating }: EventDto) {
  if (!rating || rating.count === 0) return {}
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round(rating.average * 10) / 10,
      ratingCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    },
  }
}

/**
 * The day the page last told something new: its edit, or a later visit that confirmed the place. schema.org
 * has no "last visited" for places and events; dateModified is what search engines read as freshness.
 */
function dateModifiedOf({ updatedAt, lastVisit }: EventDto): string {
  const edited = updatedAt.slice(0, 10)
  return lastVisit !== null && lastVisit > edited ? lastVisit : edited
}

/** schema.org: camps and places are places; routes and itineraries are dated trips, so events. */
function structuredData(
  event: EventDto,
  url: string,
  language: Language,
  { sectionName, countryName = event.country }: Pick<HeadInput, 'sectionName' | 'countryName'>,
) {
  const [lat, lng] = event.coordinates
  const geo =
    lat !== undefined && lng !== undefined
      ? { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } }
      : {}
  const common = {
    '@context': 'https://schema.org',
    name: event.title,
    description: event.description,
    image: [event.image],
    url,
    // the language of the text shown: the page's, unless the event has no version in it
    inLanguage: event.language,
    dateModified: dateModifiedOf(event),
    ...aggregateRatingOf(event),
  }
  if (event.section.main === 'camp' || event.section.main === 'places') {
    return {
      ...common,
      '@type': event.section.main === 'camp' ? 'Campground' : 'TouristAttraction',
      address: { '@type': 'PostalAddress', addressCountry: countryName },
      ...geo,
    }
  }
  return {
    ...common,
    '@type': 'Event',
    startDate: event.date,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(sectionName ? { keywords: sectionName } : {}),
    organizer: { '@type': 'Person', name: event.user.username },
    location: {
      '@type': 'Place',
      name: countryName,
      address: { '@type': 'PostalAddress', addressCountry: countryName },
      ...geo,
    },
  }
}

export function headTags({
  origin,
  pathname,
  language,
  title,
  description,
  siteName,
  status,
  noindex = false,
  event,
  sectionName,
  countryName,
}: HeadInput): string {
  const url = pageUrl(origin, pathname, language)
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', description)]
  if (status !== 200 || noindex) {
    // an address that does not exist, or a private one, is not a page to index or preview
    tags.push(meta('name', 'robots', 'noindex'))
    return tags.join('\n    ')
  }
  tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`)
  for (const lang of LANGUAGES)
    tags.push(
      `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(pageUrl(origin, pathname, lang))}" />`,
    )
  tags.push(
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, pathname, 'en'))}" />`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', event ? 'article' : 'website'),
    meta('property', 'og:title', event ? event.title : title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', OG_LOCALES[language]),
    ...LANGUAGES.filter((lang) => lang !== language).map((lang) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[lang]),
    ),
  )
  if (event) {
    tags.push(
      meta('property', 'og:image', event.image),
      meta('property', 'og:image:alt', event.title),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:image', event.image),
      meta('name', 'twitter:image:alt', event.title),
      `<script type="application/ld+json">${scriptJson(structuredData(event, url, language, { sectionName, countryName }))}</script>`,
    )
  } else {
    tags.push(meta('name', 'twitter:card', 'summary'))
  }
  tags.push(
    meta('name', 'twitter:title', event ? event.title : title),
    meta('name', 'twitter:description', description),
  )
  return tags.join('\n    ')
}
