// What a check-in says about an event's yes/no facts ("water: yes"), the counts the event keeps of those
// answers, and how they read against the owner's values: confirmed by how many, when last, or disputed.
import { YES_NO_FACTS, type Amenities } from './amenities'

/** The facts a check-in may answer: the yes/no ones of a stay, and a road's 4x4. */
export const CHECKABLE_FACTS = [...YES_NO_FACTS, 'fourByFour'] as const
export type CheckableFact = (typeof CHECKABLE_FACTS)[number]

/** A check-in's answers: only the facts the traveller spoke about (one left out is "don't know"). */
export type CheckinFacts = Partial<Record<CheckableFact, boolean>>

/** The answers as stored: only yes/no ones, in the facts' order; undefined when there are none. */
export function normalCheckinFacts(value: CheckinFacts | null | undefined): CheckinFacts | undefined {
  if (!value) return undefined
  const out: CheckinFacts = {}
  for (const fact of CHECKABLE_FACTS) if (typeof value[fact] === 'boolean') out[fact] = value[fact]
  return Object.keys(out).length ? out : undefined
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

export type FactChecks = Partial<Record<CheckableFact, FactCheck>>

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

/** The key that finds the check-ins giving `answer` on `fact` (an array-contains token on Firestore). */
export function factAnswerKey(fact: CheckableFact, answer: boolean): string {
  return `${fact}:${answer ? 'yes' : 'no'}`
}

/** The keys of a check-in's answers. */
export function factAnswerKeys(facts: CheckinFacts | undefined): string[] {
  return CHECKABLE_FACTS.filter((fact) => typeof facts?.[fact] === 'boolean').map((fact) =>
    factAnswerKey(fact, facts?.[fact] === true),
  )
}

/** The facts a change speaks about: those its removed and added check-ins answer. */
export function factsOfChange(removed: readonly FactAnswering[], added?: FactAnswering): CheckableFact[] {
  const all = [...removed, ...(added ? [added] : [])]
  return CHECKABLE_FACTS.filter((fact) => all.some((c) => typeof c.facts?.[fact] === 'boolean'))
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
    const saying = (list: readonly C[], value: boolean) => list.filter((c) => c.facts?.[fact] === value)
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

export type FactConfirmations = Partial<Record<CheckableFact, FactConfirmation>>

/** The confirmations of the facts the owner gives and some check-in answered. */
export function factConfirmations(
  amenities: Amenities | null | undefined,
  checks: FactChecks | undefined,
): FactConfirmations {
  const out: FactConfirmations = {}
  for (const fact of CHECKABLE_FACTS) {
    const value = amenities?.[fact]
    const check = checks?.[fact]
    if (typeof value !== 'boolean' || !check) continue
    out[fact] = {
      confirmed: value ? check.yes : check.no,
      lastConfirmed: value ? check.lastYes : check.lastNo,
      disputed: check.latest !== value,
    }
  }
  return out
}
