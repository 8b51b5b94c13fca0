// Two rules every text the site shows is checked against (docs/slovak-glossary.md), in the tests of each
// workspace that holds texts: the web app's translations and number formats, domain's messages, the
// server's own few texts and the demo content.

/**
 * Units written after a number. A plain space before one lets the line break between "50" and "MB";
 * the site writes a no-break space (U+00A0) or a narrow one (U+202F) there instead.
 */
const UNITS = [
  'km',
  'm',
  'cm',
  'mm',
  'kB',
  'MB',
  'GB',
  '%',
  '°C',
  '°',
  'h',
  'hr',
  'min',
  'deň',
  'dni',
  'dní',
  'day',
  'days',
]

// A digit, or the end of a {{placeholder}} (one before a unit holds a number), a plain space, a unit
// that is a whole word.
const PLAIN_SPACE_BEFORE_UNIT = new RegExp(`(?:\\d|\\}\\}) (?:${UNITS.join('|')})(?![\\p{L}\\d])`, 'gu')

/** The places in `text` where a plain space stands between a number and its unit ("12 km"). */
export function plainSpacesBeforeUnits(text: string): string[] {
  return [...text.matchAll(PLAIN_SPACE_BEFORE_UNIT)].map((m) => m[0])
}

/**
 * Slovak addressed to the reader in the masculine only, or hedged with "(a)": "musíte byť prihlásený"
 * leaves out every woman who reads it, "Pridal(a)" reads as a form to fill in. The site words these
 * neutrally instead ("Ak chcete …, prihláste sa", "Autor: …"). Demo content is exempt: its travellers
 * write about themselves.
 */
const MASCULINE_ONLY: readonly RegExp[] = [
  // a hedge for the feminine: Pridal(a), prihlásený/á
  /\p{L}\((?:a|á|la|ná)\)/u,
  /\p{L}\/(?:a|á)(?![\p{L}])/u,
  // a masculine adjective or participle said of the reader ("vy"): "musíte byť prihlásený", "aby ste
  // zostali prihlásený" (not of a thing: "Súbor musí byť nahraný" agrees with "súbor")
  /(?<![\p{L}])(?:ste|musíte|budete|môžete|nemôžete)\s+(?:byť\s+|zostali\s+|boli\s+)?\p{L}+ý(?![\p{L}])/iu,
  // who made or added something, as a man: "Webstránku vytvoril", "Pridal"
  /(?<![\p{L}])(?:vytvoril|pridal|napísal|zverejnil|nahral|upravil|prihlásil|zaregistroval)(?![\p{L}])/iu,
]

/** The masculine-only or hedged forms in a Slovak `text`. */
export function masculineOnlyForms(text: string): string[] {
  return MASCULINE_ONLY.flatMap((rule) => rule.exec(text)?.[0] ?? [])
}
