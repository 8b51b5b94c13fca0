// A number and the noun it counts, in the language's own plural forms (Intl.PluralRules): Slovak has one
// (1 znak), few (2–4 znaky), many (1,5 znaku) and other (0, 5 and more: 5 znakov; 21 znakov too), English
// one and other. The messages domain/ words with fixed limits use this; the web app's counted texts use
// i18next's plural keys, which follow the same rules (docs/slovak-glossary.md).
/** A noun's form for each plural category; `other` is required, the rest fall back to it. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

const rules = new Map<string, Intl.PluralRules>()
const numbers = new Map<string, Intl.NumberFormat>()

/** The form of `forms` that agrees with `count` in `language`. */
export function pluralForm(language: string, count: number, forms: PluralForms): string {
  let rule = rules.get(language)
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(language)))
  return forms[rule.select(count)] ?? forms.other
}

/** A number as the language writes it: "5,000" in English, "5 000" (no-break space) in Slovak. */
export function formatCount(language: string, count: number): string {
  let format = numbers.get(language)
  if (!format) numbers.set(language, (format = new Intl.NumberFormat(language)))
  return format.format(count)
}
