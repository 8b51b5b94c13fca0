// What a check-in says about an event's facts ("water: yes", "open when we came", "a night cost 15 €"), the
// counts the event keeps of those answers, and how they read against the owner's values: confirmed by how
// many, when last, or disputed (docs/data-model.md, "Fact checks").
import { CURRENCIES, YES_NO_FACTS, type Amenities, type Currency } from './amenities'

/** The facts a check-in may answer: the yes/no ones of a stay, and a road's 4x4. */
export const CHECKABLE_FACTS = [...YES_NO_FACTS, 'fourByFour'] as const
export type CheckableFact = (typeof CHECKABLE_FACTS)[number]

/** A night's price as a traveller paid it; amount 0 is free. */
export interface PaidPrice {
  amount: number
  currency: Currency
}

/**
 * A check-in's answers: only what the traveller spoke about (one left out is "don't know"): the yes/no
 * facts, whether the place was open on the visit's day, and what a night cost.
 */
export type CheckinFacts = Partial<Record<CheckableFact, boolean>> & {
  open?: boolean
  price?: PaidPrice
}

/** The answers as stored: only the known ones, in the facts' order; undefined when there are none. */
export function normalCheckinFacts(value: CheckinFacts | null | undefined): CheckinFacts | undefined {
  if (!value) return undefined
  const out: CheckinFacts = {}
  for (const fact of CHECKABLE_FACTS) if (typeof value[fact] === 'boolean') out[fact] = value[fact]
  if (typeof value.open === 'boolean') out.open = value.open
  if (value.price) out.price = { amount: value.price.amount, currency: value.price.currency }
  return Object.keys(out).length ? out : undefined
}

/**
 * What the event counts answers by: a yes/no fact; "open" in the visit's month (`open-11`, so answers
 * read against the owner's months); a price paid (`price-1500-EUR` in cents, `price-free`), answered yes
 * only, so each price anyone paid has its count and latest visit.
 */
export type FactKey = CheckableFact | `open-${number}` | `price-${string}`

/** The key of a night's price: free whatever the currency, otherwise the amount in cents and currency. */
export function priceKey(price: PaidPrice): `price-${string}` {
  return price.amount === 0 ? 'price-free' : `price-${Math.round(price.amount * 100)}-${price.currency}`
}

/** The price a key stands for (priceKey's inverse); undefined for another key. */
export function priceOfKey(key: string): PaidPrice | undefined {
  if (key === 'price-free') return { amount: 0, currency: 'EUR' }
  const match = /^price-(\d+)-([A-Z]{3})$/.exec(key)
  if (!match?.[1] || !match[2] || !(CURRENCIES as readonly string[]).includes(match[2])) return undefined
  return { amount: Number(match[1]) / 100, currency: match[2] as Currency }
}

const monthOf = (isoDate: string) => Number(isoDate.slice(5, 7))

/** A check-in's answers as the event counts them. */
export function checkinAnswers(c: Pick<FactAnswering, 'facts' | 'visitDate'>): [FactKey, boolean][] {
  const answers: [FactKey, boolean][] = []
  for (const fact of CHECKABLE_FACTS) {
    const answer = c.facts?.[fact]
    if (typeof answer === 'boolean') answers.push([fact, answer])
  }
  if (typeof c.facts?.open === 'boolean') answers.push([`open-${monthOf(c.visitDate)}`, c.facts.open])
  if (c.facts?.price) answers.push([priceKey(c.facts.price), true])
  return answers
}

/** A check-in's answer on one key; undefined when it gave none. */
export function answerOf(c: Pick<FactAnswering, 'facts' | 'visitDate'>, key: FactKey): boolean | undefined {
  return checkinAnswers(c).find(([k]) => k === key)?.[1]
}

/**
 * What an event keeps of one fact's answers, whatever the owner says (so an owner's edit needs no
 * recount): how many check-ins said yes and no, the latest visit of each, and the latest answer.
 */
export interface FactCheck {
  yes: number
  no: number
  lastYes: string | null
  lastNo: string | null
  /** the answer of the latest check-in (in check-in order) that gave one */
  latest: boolean
}

export type FactChecks = Partial<Record<FactKey, FactCheck>>

/** A check-in as the counts need it. */
export interface FactAnswering {
  id: string
  visitDate: string
  updatedAt: string
  facts?: CheckinFacts
  hidden?: boolean
}

/** Check-in order: negative when `a` comes first (later visit, then later written, then larger id). */
export function compareCheckinOrder(
  a: Pick<FactAnswering, 'visitDate' | 'updatedAt' | 'id'>,
  b: Pick<FactAnswering, 'visitDate' | 'updatedAt' | 'id'>,
): number {
  if (a.visitDate !== b.visitDate) return a.visitDate > b.visitDate ? -1 : 1
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? -1 : 1
  if (a.id !== b.id) return a.id > b.id ? -1 : 1
  return 0
}

/** The key that finds the check-ins giving `answer` on `key` (an array-contains token on Firestore). */
export function factAnswerKey(key: FactKey, answer: boolean): string {
  return `${key}:${answer ? 'yes' : 'no'}`
}

/** The keys of a check-in's answers. */
export function factAnswerKeys(c: Pick<FactAnswering, 'facts' | 'visitDate'>): string[] {
  return checkinAnswers(c).map(([key, answer]) => factAnswerKey(key, answer))
}

/** The keys a change speaks about: those its removed and added check-ins answer, each once. */
export function factsOfChange(removed: readonly FactAnswering[], added?: FactAnswering): FactKey[] {
  const all = [...removed, ...(added ? [added] : [])]
  return [...new Set(all.flatMap((c) => checkinAnswers(c).map(([key]) => key)))]
}

export interface FactChange<C extends FactAnswering> {
  removed: readonly C[]
  added?: C
  /**
   * For each key (factAnswerKey) of the facts the change speaks about: the event's first check-ins in
   * check-in order giving that answer, as stored before the change, enough to skip the removed and hidden
   * ones (as many as the removed, plus one, plus the event's hidden check-ins).
   */
  latestAnswers: Readonly<Record<string, readonly C[]>>
}

const shown = (c: FactAnswering) => c.hidden !== true

/** The event's fact counts after a change; facts the change does not speak about stay as they are. */
export function factChecksAfter<C extends FactAnswering>(
  previous: FactChecks | undefined,
  change: FactChange<C>,
): FactChecks {
  const out: FactChecks = { ...previous }
  const removedIds = new Set(change.removed.map((c) => c.id))
  const removed = change.removed.filter(shown)
  const added = change.added && shown(change.added) ? [change.added] : []
  for (const fact of factsOfChange(change.removed, change.added)) {
    const before = previous?.[fact]
    const saying = (list: readonly C[], value: boolean) => list.filter((c) => answerOf(c, fact) === value)
    const count = (value: boolean, was: number) =>
      was - saying(removed, value).length + saying(added, value).length
    const latestOf = (value: boolean) =>
      [
        ...(change.latestAnswers[factAnswerKey(fact, value)] ?? []).filter(
          (c) => !removedIds.has(c.id) && shown(c),
        ),
        ...saying(added, value),
      ].sort(compareCheckinOrder)[0]
    const yes = count(true, before?.yes ?? 0)
    const no = count(false, before?.no ?? 0)
    const lastYes = latestOf(true)
    const lastNo = latestOf(false)
    if (yes <= 0 && no <= 0) {
      delete out[fact]
      continue
    }
    out[fact] = {
      yes: Math.max(yes, 0),
      no: Math.max(no, 0),
      lastYes: lastYes?.visitDate ?? null,
      lastNo: lastNo?.visitDate ?? null,
      latest: !lastNo || (lastYes !== undefined && compareCheckinOrder(lastYes, lastNo) < 0),
    }
  }
  return out
}

/** How travellers' answers read against the owner's value of a fact. */
export interface FactConfirmation {
  /** check-ins that gave the owner's value */
  confirmed: number
  /** the latest visit among them; null when none */
  lastConfirmed: string | null
  /** the latest check-in that answered says otherwise */
  disputed: boolean
}

/** The price's: when disputed, what the latest traveller paid instead. */
export interface PriceConfirmation extends FactConfirmation {
  paid?: PaidPrice
  paidOn?: string
}

/** The months': when disputed, the month in which the latest traveller found it otherwise, and how. */
export interface SeasonConfirmation extends FactConfirmation {
  month?: number
  foundOpen?: boolean
  foundOn?: string
}

export type FactConfirmations = Partial<Record<CheckableFact, FactConfirmation>> & {
  price?: PriceConfirmation
  months?: SeasonConfirmation
}

/** The price's confirmations: check-ins that paid the owner's price, disputed by a later other one. */
function priceConfirmation(price: PaidPrice, checks: FactChecks): PriceConfirmation | undefined {
  const own = checks[priceKey(price)]
  let other: { price: PaidPrice; on: string } | undefined
  for (const [key, check] of Object.entries(checks)) {
    const paid = key === priceKey(price) ? undefined : priceOfKey(key)
    if (!paid || !check?.lastYes || (other && other.on >= check.lastYes)) continue
    other = { price: paid, on: check.lastYes }
  }
  if (!own && !other) return undefined
  const lastConfirmed = own?.lastYes ?? null
  const disputed = other !== undefined && (lastConfirmed === null || other.on > lastConfirmed)
  return {
    confirmed: own?.yes ?? 0,
    lastConfirmed,
    disputed,
    ...(disputed && other ? { paid: other.price, paidOn: other.on } : {}),
  }
}

/** The months' confirmations: each month's answers against whether the owner says it is open then. */
function seasonConfirmation(months: readonly number[], checks: FactChecks): SeasonConfirmation | undefined {
  let out: SeasonConfirmation | undefined
  let disputedOn = ''
  for (let month = 1; month <= 12; month++) {
    const check = checks[`open-${month}`]
    if (!check) continue
    const open = months.includes(month)
    const confirmedOn = open ? check.lastYes : check.lastNo
    const lastConfirmed =
      confirmedOn && (!out?.lastConfirmed || confirmedOn > out.lastConfirmed)
        ? confirmedOn
        : out?.lastConfirmed
    out = {
      ...out,
      confirmed: (out?.confirmed ?? 0) + (open ? check.yes : check.no),
      lastConfirmed: lastConfirmed ?? null,
      disputed: out?.disputed ?? false,
    }
    const otherOn = (open ? check.lastNo : check.lastYes) ?? ''
    if (check.latest !== open && otherOn > disputedOn) {
      disputedOn = otherOn
      out = { ...out, disputed: true, month, foundOpen: check.latest, foundOn: otherOn }
    }
  }
  return out
}

/** The confirmations of the facts the owner gives and some check-in answered. */
export function factConfirmations(
  amenities: Amenities | null | undefined,
  checks: FactChecks | undefined,
): FactConfirmations {
  const out: FactConfirmations = {}
  if (!checks) return out
  for (const fact of CHECKABLE_FACTS) {
    const value = amenities?.[fact]
    const check = checks[fact]
    if (typeof value !== 'boolean' || !check) continue
    out[fact] = {
      confirmed: value ? check.yes : check.no,
      lastConfirmed: value ? check.lastYes : check.lastNo,
      disputed: check.latest !== value,
    }
  }
  const price = amenities?.price && priceConfirmation(amenities.price, checks)
  if (price) out.price = price
  const season = amenities?.months?.length ? seasonConfirmation(amenities.months, checks) : undefined
  if (season) out.months = season
  return out
}
