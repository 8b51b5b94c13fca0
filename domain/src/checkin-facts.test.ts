import { describe, expect, it } from 'vitest'
import {
  factAnswerKey,
  factChecksAfter,
  factConfirmations,
  normalCheckinFacts,
  type CheckableFact,
  type CheckinFacts,
  type FactAnswering,
  type FactChecks,
} from './checkin-facts'
import { checkinPayloadSchema } from './checkins'

let serial = 0
function checkin(visitDate: string, facts: CheckinFacts, extra: Partial<FactAnswering> = {}): FactAnswering {
  serial++
  return {
    id: `c${serial}`,
    visitDate,
    updatedAt: `2026-01-01T00:00:${String(serial).padStart(2, '0')}Z`,
    facts,
    ...extra,
  }
}

/** Stands in for a store: the event's check-ins, and the change's reads of them in check-in order. */
class Event {
  checks: FactChecks = {}
  list: FactAnswering[] = []

  private apply(removed: FactAnswering[], added?: FactAnswering) {
    const ordered = [...this.list].sort((a, b) =>
      a.visitDate > b.visitDate ? -1 : a.visitDate < b.visitDate ? 1 : 0,
    )
    const k = removed.length + 1 + this.list.filter((c) => c.hidden).length
    const latestAnswers: Record<string, FactAnswering[]> = {}
    for (const fact of ['water', 'dogs', 'fourByFour'] as CheckableFact[])
      for (const value of [true, false])
        latestAnswers[factAnswerKey(fact, value)] = ordered
          .filter((c) => c.facts?.[fact] === value)
          .slice(0, k)
    this.checks = factChecksAfter(this.checks, { removed, added, latestAnswers })
    this.list = [...this.list.filter((c) => !removed.some((r) => r.id === c.id)), ...(added ? [added] : [])]
  }
  add(c: FactAnswering) {
    this.apply([], c)
    return c
  }
  remove(c: FactAnswering) {
    this.apply([c])
  }
  replace(old: FactAnswering, next: FactAnswering) {
    this.apply([old], next)
  }
}

describe('check-in facts', () => {
  it('accepts yes/no answers and refuses anything else with one message', () => {
    const base = { visitDate: '2026-01-02', state: 'as-described', access: 0 }
    const ok = checkinPayloadSchema.validateSync(
      { ...base, facts: { water: true, dogs: false } },
      { context: { now: new Date('2026-02-01') } },
    )
    expect(ok.facts).toEqual({ water: true, dogs: false })
    const refused = (facts: unknown) => {
      try {
        checkinPayloadSchema.validateSync(
          { ...base, facts },
          { abortEarly: false, context: { now: new Date('2026-02-01') } },
        )
        return undefined
      } catch (error) {
        return (error as { errors: string[] }).errors
      }
    }
    expect(refused({ water: 'yes' })).toEqual(['checkin_fact_invalid'])
    expect(refused('water')).toEqual(['checkin_fact_invalid'])
    // without facts a check-in is what it always was
    expect(
      checkinPayloadSchema.validateSync(base, { context: { now: new Date('2026-02-01') } }).facts,
    ).toBeUndefined()
  })

  it('stores only the answers given', () => {
    expect(normalCheckinFacts({ water: true, dogs: undefined })).toEqual({ water: true })
    expect(normalCheckinFacts({})).toBeUndefined()
  })

  it('counts confirmations and finds the latest one, whatever order the visits come in', () => {
    const event = new Event()
    event.add(checkin('2026-03-01', { water: true }))
    event.add(checkin('2026-05-01', { water: true, dogs: false }))
    event.add(checkin('2026-04-01', { water: true }))
    const owner = { water: true, dogs: true }
    expect(factConfirmations(owner, event.checks)).toEqual({
      water: { confirmed: 3, lastConfirmed: '2026-05-01', disputed: false },
      // the only traveller who spoke of dogs said no: the owner's yes is disputed
      dogs: { confirmed: 0, lastConfirmed: null, disputed: true },
    })
    // the owner's answer changed to the travellers' one: no recount, it is confirmed now
    expect(factConfirmations({ dogs: false }, event.checks)).toEqual({
      dogs: { confirmed: 1, lastConfirmed: '2026-05-01', disputed: false },
    })
    // a fact the owner leaves unknown has nothing to confirm
    expect(factConfirmations({}, event.checks)).toEqual({})
  })

  it('a later "no" disputes a fact; removing it restores the confirmation', () => {
    const event = new Event()
    event.add(checkin('2026-03-01', { water: true }))
    const no = event.add(checkin('2026-06-01', { water: false }))
    expect(factConfirmations({ water: true }, event.checks).water).toEqual({
      confirmed: 1,
      lastConfirmed: '2026-03-01',
      disputed: true,
    })
    event.remove(no)
    expect(factConfirmations({ water: true }, event.checks).water).toEqual({
      confirmed: 1,
      lastConfirmed: '2026-03-01',
      disputed: false,
    })
  })

  it('an edit that changes the answer moves it, and the last answer gone leaves no count', () => {
    const event = new Event()
    const first = event.add(checkin('2026-03-01', { fourByFour: true }))
    const edited = { ...first, updatedAt: '2026-03-02T00:00:00Z', facts: { fourByFour: false } }
    event.replace(first, edited)
    expect(event.checks.fourByFour).toEqual({
      yes: 0,
      no: 1,
      lastYes: null,
      lastNo: '2026-03-01',
      latest: false,
    })
    event.remove(edited)
    expect(event.checks).toEqual({})
  })

  it('hidden check-ins take no part, and the fact falls back to the answer before', () => {
    const event = new Event()
    event.add(checkin('2026-03-01', { water: true }))
    const later = event.add(checkin('2026-06-01', { water: false }))
    // moderation hides it: a rewrite of it as hidden
    event.replace(later, { ...later, hidden: true })
    expect(factConfirmations({ water: true }, event.checks).water).toEqual({
      confirmed: 1,
      lastConfirmed: '2026-03-01',
      disputed: false,
    })
    expect(event.checks.water?.no).toBe(0)
  })

  it('a check-in without facts leaves the counts alone', () => {
    const event = new Event()
    event.add(checkin('2026-03-01', { water: true }))
    const before = event.checks
    event.add(checkin('2026-06-01', {}))
    expect(event.checks).toEqual(before)
  })
})
