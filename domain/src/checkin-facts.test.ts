import { describe, expect, it } from 'vitest'
import {
  answerOf,
  factAnswerKey,
  factAnswerKeys,
  factChecksAfter,
  factConfirmations,
  factsOfChange,
  normalCheckinFacts,
  priceKey,
  priceOfKey,
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
    for (const key of factsOfChange(removed, added))
      for (const value of [true, false])
        latestAnswers[factAnswerKey(key, value)] = ordered
          .filter((c) => answerOf(c, key) === value)
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

  it('takes "open on the visit\'s day" and the price paid, with the price rules', () => {
    const base = { visitDate: '2026-11-02', state: 'as-described', access: 0 }
    const now = { context: { now: new Date('2026-12-01') } }
    const ok = checkinPayloadSchema.validateSync(
      { ...base, facts: { open: false, price: { amount: 15, currency: 'EUR' } } },
      now,
    )
    expect(ok.facts).toEqual({ open: false, price: { amount: 15, currency: 'EUR' } })
    const refused = (facts: unknown) => {
      try {
        checkinPayloadSchema.validateSync({ ...base, facts }, { abortEarly: false, ...now })
        return undefined
      } catch (error) {
        return (error as { errors: string[] }).errors
      }
    }
    expect(refused({ price: { amount: -1, currency: 'EUR' } })).toEqual(['price_invalid'])
    expect(refused({ price: { amount: 10, currency: 'XXX' } })).toEqual(['currency_invalid'])
    expect(refused({ open: 'yes' })).toEqual(['checkin_fact_invalid'])
  })

  it("keys an open answer by the visit's month and a price by its amount in cents", () => {
    const c = checkin('2026-11-02', { open: true, price: { amount: 12.5, currency: 'CZK' } })
    expect(factAnswerKeys(c)).toEqual(['open-11:yes', 'price-1250-CZK:yes'])
    expect(priceOfKey(priceKey({ amount: 12.5, currency: 'CZK' }))).toEqual({ amount: 12.5, currency: 'CZK' })
    expect(priceKey({ amount: 0, currency: 'HUF' })).toBe('price-free')
    expect(priceOfKey('water')).toBeUndefined()
  })

  it('confirms the price by those who paid it; a later other price disputes it and says what it is now', () => {
    const event = new Event()
    const owner = { price: { amount: 12, currency: 'EUR' as const } }
    event.add(checkin('2026-05-01', { price: { amount: 12, currency: 'EUR' } }))
    event.add(checkin('2026-06-01', { price: { amount: 12, currency: 'EUR' } }))
    expect(factConfirmations(owner, event.checks).price).toEqual({
      confirmed: 2,
      lastConfirmed: '2026-06-01',
      disputed: false,
    })
    const now15 = event.add(checkin('2026-08-03', { price: { amount: 15, currency: 'EUR' } }))
    expect(factConfirmations(owner, event.checks).price).toEqual({
      confirmed: 2,
      lastConfirmed: '2026-06-01',
      disputed: true,
      paid: { amount: 15, currency: 'EUR' },
      paidOn: '2026-08-03',
    })
    // the owner brings the price up to date: the 15 € check-in confirms it, the older ones no longer do
    expect(factConfirmations({ price: { amount: 15, currency: 'EUR' } }, event.checks).price).toEqual({
      confirmed: 1,
      lastConfirmed: '2026-08-03',
      disputed: false,
    })
    event.remove(now15)
    expect(factConfirmations(owner, event.checks).price?.disputed).toBe(false)
  })

  it('reads "open" answers against the owner\'s months: closed in an open month disputes them', () => {
    const event = new Event()
    const summer = { months: [5, 6, 7, 8, 9] }
    event.add(checkin('2026-06-10', { open: true }))
    event.add(checkin('2025-11-20', { open: false }))
    // open in June and closed in November: both as the owner says
    expect(factConfirmations(summer, event.checks).months).toEqual({
      confirmed: 2,
      lastConfirmed: '2026-06-10',
      disputed: false,
    })
    // "all year": the November visit says otherwise
    const allYear = { months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] }
    expect(factConfirmations(allYear, event.checks).months).toEqual({
      confirmed: 1,
      lastConfirmed: '2026-06-10',
      disputed: true,
      month: 11,
      foundOpen: false,
      foundOn: '2025-11-20',
    })
    // a later November visit found it open: the owner's all year holds again
    event.add(checkin('2026-11-05', { open: true }))
    expect(factConfirmations(allYear, event.checks).months?.disputed).toBe(false)
    expect(factConfirmations(summer, event.checks).months).toMatchObject({
      disputed: true,
      month: 11,
      foundOpen: true,
    })
  })
})
