// A number and the noun it counts, in the language's own plural forms (Intl.PluralRules): Slovak has one,
// few, many and other (1 znak, 2 znaky, 1,5 znaku, 5 znakov), English one and other. domain/'s messages
// with fixed limits use it; the web app's i18next plural keys follow the same rules (docs/slovak-glossary.md).

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
