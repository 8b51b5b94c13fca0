// Where the web app manifest of each language is served (web/web-app-manifest.ts writes them; the page's
// manifest link follows the reader's language, src/i18n).
export const MANIFEST_FILES = { en: 'manifest.webmanifest', sk: 'manifest.sk.webmanifest' } as const
