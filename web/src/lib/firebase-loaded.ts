// Whether this page has loaded Firebase (lib/firebase.ts). A visitor browsing events never needs Firebase
// Auth, a large script, so the app shell and the API client load it only for a
// signed-in user or once a screen that signs in has loaded it anyway.
let loaded = false

export function markFirebaseLoaded(): void {
  loaded = true
}

export function isFirebaseLoaded(): boolean {
  return loaded
}
