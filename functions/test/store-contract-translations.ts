// The translations part of the events Store contract: an event's language, its translation and who
// translated it read back as stored, search finds the words of both versions and follows their edits,
// and map points carry the language and the translated title, not the translated description.
import { beforeEach, describe, expect, it } from 'vitest'
import { searchTerms } from '@travel/domain'
import type { EventRecord, Store } from '../src/store/port'
import { eventRecord, seedEvents } from './factories'
import type { OpenStore } from './store-contract'

export function describeTranslationsContract(name: string, open: OpenStore) {
  describe(`the ${name} store: event translations`, () => {
    let store: Store
    beforeEach(async () => {
      ;({ store } = await open())
    })
    const seed = (...events: EventRecord[]) => seedEvents(store, events)
    const search = async (q: string) =>
      (await store.events.listEvents({ words: searchTerms(q) }, 50)).events.map((e) => e.id)

    const translated = (overrides: Partial<EventRecord> = {}) =>
      eventRecord({
        title: 'Kemp pri Štrbskom plese',
        description: 'Tichý kemp pri jazere pod štítmi.',
        writtenIn: 'sk',
        translation: { title: 'Camp by the mountain lake', description: 'A quiet camp below the peaks.' },
        translator: { id: 'u9', name: 'zuzka', at: '2024-05-02T10:00:00.000Z' },
        ...overrides,
      })

    it('reads back the language, the translation and who translated it', async () => {
      const [e] = await seed(translated())
      expect(await store.events.getEvent(e!.id)).toEqual(e)
    })

    it('finds an event by the words of either version, and follows an edit of the translation', async () => {
      const [e] = await seed(translated())
      expect(await search('strbsk')).toEqual([e!.id])
      expect(await search('mountain peaks')).toEqual([e!.id])
      await store.events.updateEvent(e!.id, {
        translation: { title: 'Camp by the tarn', description: 'A quiet camp under the summits.' },
        updatedAt: '2024-06-01T00:00:00.000Z',
      })
      expect(await search('mountain')).toEqual([])
      expect(await search('tarn summits')).toEqual([e!.id])
      await store.events.updateEvent(e!.id, {
        translation: null,
        translator: null,
        updatedAt: '2024-06-02T00:00:00.000Z',
      })
      expect(await search('tarn')).toEqual([])
      expect(await search('strbsk')).toEqual([e!.id])
    })

    it('gives map points the language and the translated title only', async () => {
      await seed(
        translated({ id: 't1', coordinates: [49.1, 20.0] }),
        eventRecord({ id: 't2', coordinates: [48.1, 17.1] }),
      )
      const { points } = await store.events.mapPoints({}, 10)
      expect(points.find((p) => p.id === 't1')).toMatchObject({
        writtenIn: 'sk',
        translation: { title: 'Camp by the mountain lake' },
      })
      expect(points.find((p) => p.id === 't1')?.translation).not.toHaveProperty('description')
      expect(points.find((p) => p.id === 't2')?.translation ?? null).toBeNull()
    })
  })
}
