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

/**
 * Slovak typesetting keeps a one-letter preposition or conjunction on the line of the word it opens
 * ("v Tatrách", "a potom"): a no-break space follows it, never a plain one.
 */
const PLAIN_SPACE_AFTER_ONE_LETTER = /(?<![\p{L}\p{N}])[vszkouaiVSZKOUAI] /gu

/** The one-letter words of a Slovak `text` followed by a plain space ("v ", "a "). */
export function plainSpacesAfterOneLetterWords(text: string): string[] {
  return [...text.matchAll(PLAIN_SPACE_AFTER_ONE_LETTER)].map((m) => m[0])
}

/**
 * "z" or "s" before a number takes the form the number's spoken word asks for ("z 5", but "zo 4", "zo
 * 17", "zo 100"), which a placeholder cannot know: a text words it so that no preposition stands before
 * a placeholder that may hold a number or a date, and writes "zo" before a number that asks for it.
 */
const PREPOSITION_BEFORE_NUMBER =
  /(?<![\p{L}\p{N}])[zsZS][ \u00a0]+(?:\{\{(?!\s*(?:title|label|username|name|brand)\b)|(?:4|7|1[47]|1\d\d)(?!\d))/gu

/** The places in a Slovak `text` where z or s stands before a number or a placeholder that may hold one. */
export function prepositionsBeforeNumbers(text: string): string[] {
  return [...text.matchAll(PREPOSITION_BEFORE_NUMBER)].map((m) => m[0])
}

/**
 * Words the glossary (docs/slovak-glossary.md) replaced, each with the reason a test can show. The
 * interface says them the glossary's way, so new texts stop drifting back to the old ones.
 */
export const AVOIDED_SLOVAK: readonly { pattern: RegExp; instead: string }[] = [
  { pattern: /4x4/iu, instead: 'pohon 4×4 (a multiplication sign, not the letter x)' },
  { pattern: /(?<![\p{L}])udalos/iu, instead: 'tip' },
  { pattern: /(?<![\p{L}])kemping/iu, instead: 'kemp' },
  {
    pattern: /(?<![\p{L}])hoci(?:kedy|jak|čo|kto)/iu,
    instead: 'akýkoľvek, kedykoľvek (formal, as the site says vy)',
  },
  { pattern: /pokazilo/iu, instead: 'Nastala chyba.' },
  { pattern: /(?<![\p{L}])sedí(?![\p{L}])/iu, instead: 'zodpovedá' },
  { pattern: /Načítať ďalšie/u, instead: 'Zobraziť ďalšie' },
  { pattern: /(?<![\p{L}])Rozumiem(?![\p{L}])/u, instead: 'Prijať (a choice beside Odmietnuť)' },
  { pattern: /Návšteva bez účtu/u, instead: 'Neprihlásený návštevník' },
]

/** The glossary's avoided words found in a Slovak `text`, each with what to write instead. */
export function avoidedSlovakWords(text: string): string[] {
  return AVOIDED_SLOVAK.filter(({ pattern }) => pattern.test(text)).map(
    ({ pattern, instead }) => `${pattern.source} → ${instead}`,
  )
}
