// The web app manifests (docs/offline.md), one per language: vite-plugin-pwa writes the English one, the
// Slovak one is written beside it, and the app points the page's manifest link at the reader's language.
// The start URL is the home page, which opens in the reader's language.
import type { Plugin } from 'vite'
import type { ManifestOptions } from 'vite-plugin-pwa'
import { MANIFEST_FILES } from './src/config/manifest-files.ts'

const shared = {
  id: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#2f5d3a',
  background_color: '#ffffff',
  categories: ['travel', 'navigation'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} satisfies Partial<ManifestOptions>

export const webAppManifests = {
  en: {
    ...shared,
    name: 'Off-road & On-road Travel Community',
    short_name: 'Travel Community',
    description: 'Routes, camps, itineraries and places shared by caravan, car and off-road travellers.',
    lang: 'en',
    start_url: '/',
  },
  sk: {
    ...shared,
    name: 'Komunita cestovateľov na cestách aj mimo nich',
    short_name: 'Cestovatelia',
    description: 'Trasy, kempy, itineráre a miesta od cestovateľov s karavanom, autom aj v teréne.',
    lang: 'sk',
    start_url: '/',
  },
} satisfies Record<'en' | 'sk', Partial<ManifestOptions>>

/** Writes the Slovak manifest into the build (vite-plugin-pwa writes the English one). */
export function slovakManifest(): Plugin {
  return {
    name: 'slovak-web-app-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: MANIFEST_FILES.sk,
        source: JSON.stringify(webAppManifests.sk),
      })
    },
  }
}
