// Environment settings, read once at start-up (Vite inlines VITE_* at build time). The local default
// (npm start) sets VITE_USE_EMULATORS=true and needs nothing else.
const env = import.meta.env

function str(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback
}

const useEmulators = str(env.VITE_USE_EMULATORS, env.DEV ? 'true' : 'false') === 'true'
const projectId = str(env.VITE_FIREBASE_PROJECT_ID, 'demo-travel-community')

if (!useEmulators && !env.VITE_FIREBASE_API_KEY && env.PROD && env.MODE !== 'test') {
  // A production build without a Firebase project cannot sign anyone in: say so loudly.
  console.error('VITE_FIREBASE_API_KEY is not set: see .env.example')
}

export const config = {
  useEmulators,
  firebase: {
    apiKey: str(env.VITE_FIREBASE_API_KEY, 'demo-api-key'),
    authDomain: str(env.VITE_FIREBASE_AUTH_DOMAIN, `${projectId}.firebaseapp.com`),
    projectId,
    storageBucket: str(env.VITE_FIREBASE_STORAGE_BUCKET, `${projectId}.appspot.com`),
    appId: str(env.VITE_FIREBASE_APP_ID, 'demo-app-id'),
  },
  authEmulatorUrl: str(env.VITE_AUTH_EMULATOR_URL, 'http://127.0.0.1:9099'),
  storageEmulator: {
    host: str(env.VITE_STORAGE_EMULATOR_HOST, '127.0.0.1'),
    port: Number(str(env.VITE_STORAGE_EMULATOR_PORT, '9199')),
  },
  mapsApiKey: str(env.VITE_MAPS_API_KEY, ''),
  /** a Google Maps map ID: advanced markers need one */
  mapsMapId: str(env.VITE_MAPS_MAP_ID, ''),
  /** base of the API; same origin through the Hosting rewrite or the dev proxy */
  apiBase: str(env.VITE_API_BASE, ''),
  contact: {
    email: str(env.VITE_CONTACT_EMAIL, 'info@offroad-onroad.example'),
    phone: str(env.VITE_CONTACT_PHONE, '+421 900 123 456'),
  },
  social: {
    facebook: str(env.VITE_SOCIAL_FACEBOOK, 'https://www.facebook.com/'),
    instagram: str(env.VITE_SOCIAL_INSTAGRAM, 'https://www.instagram.com/'),
    youtube: str(env.VITE_SOCIAL_YOUTUBE, 'https://www.youtube.com/'),
  },
  agency: {
    /** empty: the footer names it in the reader's language (common:footer.agency) */
    name: str(env.VITE_AGENCY_NAME, ''),
    url: str(env.VITE_AGENCY_URL, 'https://example.com'),
  },
} as const

export type AppConfig = typeof config
