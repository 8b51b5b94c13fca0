// Every text that counts something, as a reader sees it for 0, 1, 2, 5 and 21 in both languages: Slovak
// says 1 tip, 2 tipy, 5 tipov and 21 tipov (unlike Czech or Russian, 21 takes the "5" form), English
// 1 event and 21 events; large numbers are grouped the language's way.
import type { Language } from '@travel/domain'
import { describe, expect, it } from 'vitest'
import { createI18n, translationsReady } from './index'

async function textsIn(language: Language) {
  const i18n = createI18n({ language })
  await translationsReady(i18n)
  await i18n.loadNamespaces(['offline', 'checkins', 'tracks', 'events-map'])
  return i18n.getFixedT(language)
}

type Case = { key: string; options?: Record<string, string>; counts: Record<number, string> }

const SIZE = { size: '3,2\u00a0MB', budget: '50\u00a0MB' }
const SIZE_EN = { size: '3.2\u00a0MB', budget: '50\u00a0MB' }

const CASES: Record<Language, Case[]> = {
  sk: [
    {
      key: 'common:nav.bell',
      counts: {
        0: 'Oznámenia',
        1: 'Oznámenia, 1 neprečítané',
        2: 'Oznámenia, 2 neprečítané',
        5: 'Oznámenia, 5 neprečítaných',
        21: 'Oznámenia, 21 neprečítaných',
      },
    },
    {
      key: 'events-map:map.count',
      counts: {
        0: 'Na mape nie je žiadny tip',
        1: 'Na mape je 1 tip',
        2: 'Na mape sú 2 tipy',
        5: 'Na mape je 5 tipov',
        21: 'Na mape je 21 tipov',
        10000: 'Na mape je 10\u00a0000 tipov',
      },
    },
    {
      key: 'events-map:map.cluster',
      counts: {
        1: 'Tu je 1 tip, priblížiť',
        2: 'Tu sú 2 tipy, priblížiť',
        5: 'Tu je 5 tipov, priblížiť',
        21: 'Tu je 21 tipov, priblížiť',
        0: 'Tu je 0 tipov, priblížiť',
      },
    },
    {
      key: 'offline:storage.kept',
      options: SIZE,
      counts: {
        0: 'Offline zatiaľ nie je uložený žiadny tip (3,2\u00a0MB / 50\u00a0MB).',
        1: 'Offline je uložený 1 tip (3,2\u00a0MB / 50\u00a0MB).',
        2: 'Offline sú uložené 2 tipy (3,2\u00a0MB / 50\u00a0MB).',
        5: 'Offline je uložených 5 tipov (3,2\u00a0MB / 50\u00a0MB).',
        21: 'Offline je uložených 21 tipov (3,2\u00a0MB / 50\u00a0MB).',
      },
    },
    {
      key: 'tracks:dropped',
      counts: {
        1: 'Zo súboru trasy sa vynechala 1 hodnota, ktorú žiadne zariadenie nemohlo zaznamenať (výška alebo čas).',
        2: 'Zo súboru trasy sa vynechali 2 hodnoty, ktoré žiadne zariadenie nemohlo zaznamenať (výšky alebo časy).',
        5: 'Zo súboru trasy sa vynechalo 5 hodnôt, ktoré žiadne zariadenie nemohlo zaznamenať (výšky alebo časy).',
        21: 'Zo súboru trasy sa vynechalo 21 hodnôt, ktoré žiadne zariadenie nemohlo zaznamenať (výšky alebo časy).',
        0: 'Zo súboru trasy sa vynechalo 0 hodnôt, ktoré žiadne zariadenie nemohlo zaznamenať (výšky alebo časy).',
      },
    },
    {
      key: 'checkins:outbox.lostOnSignOut',
      counts: {
        1: 'Vaša návšteva, ktorá čaká na odoslanie, sa stratí.',
        2: 'Vaše 2 návštevy, ktoré čakajú na odoslanie, sa stratia.',
        5: 'Vašich 5 návštev, ktoré čakajú na odoslanie, sa stratí.',
        21: 'Vašich 21 návštev, ktoré čakajú na odoslanie, sa stratí.',
      },
    },
  ],
  en: [
    {
      key: 'common:nav.bell',
      counts: {
        0: 'Notices',
        1: 'Notices, 1 unread',
        21: 'Notices, 21 unread',
        1200: 'Notices, 1,200 unread',
      },
    },
    {
      key: 'events-map:map.count',
      counts: {
        0: 'No events on the map',
        1: '1 event on the map',
        2: '2 events on the map',
        5: '5 events on the map',
        21: '21 events on the map',
        10000: '10,000 events on the map',
      },
    },
    {
      key: 'events-map:map.cluster',
      counts: {
        1: '1 event here, zoom in',
        2: '2 events here, zoom in',
        5: '5 events here, zoom in',
        21: '21 events here, zoom in',
        0: '0 events here, zoom in',
      },
    },
    {
      key: 'offline:storage.kept',
      options: SIZE_EN,
      counts: {
        0: 'No saved events kept offline yet; 3.2\u00a0MB of 50\u00a0MB in use.',
        1: '1 saved event kept offline, using 3.2\u00a0MB of 50\u00a0MB.',
        2: '2 saved events kept offline, using 3.2\u00a0MB of 50\u00a0MB.',
        5: '5 saved events kept offline, using 3.2\u00a0MB of 50\u00a0MB.',
        21: '21 saved events kept offline, using 3.2\u00a0MB of 50\u00a0MB.',
      },
    },
    {
      key: 'tracks:dropped',
      counts: {
        1: '1 value was left out of the route file because no device could have recorded it (an elevation or a time).',
        2: '2 values were left out of the route file because no device could have recorded them (elevations or times).',
        5: '5 values were left out of the route file because no device could have recorded them (elevations or times).',
        21: '21 values were left out of the route file because no device could have recorded them (elevations or times).',
        0: '0 values were left out of the route file because no device could have recorded them (elevations or times).',
      },
    },
    {
      key: 'checkins:outbox.lostOnSignOut',
      counts: {
        1: 'Your check-in that is waiting to be sent will be lost.',
        2: 'Your 2 check-ins that are waiting to be sent will be lost.',
        5: 'Your 5 check-ins that are waiting to be sent will be lost.',
        21: 'Your 21 check-ins that are waiting to be sent will be lost.',
      },
    },
  ],
}

describe.each(Object.keys(CASES) as Language[])('counted texts in %s', (language) => {
  it.each(CASES[language].map((c) => [c.key, c] as const))('%s agrees with its count', async (_, c) => {
    const t = await textsIn(language)
    for (const [count, expected] of Object.entries(c.counts))
      expect(t(c.key, { ...c.options, count: Number(count) }), `${c.key} ${count}`).toBe(expected)
  })
})
