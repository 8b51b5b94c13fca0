// When a server-rendered page has been hydrated whole. React hydrates it in parts: first what lies outside
// its Suspense boundaries (the layout, the header, SessionSync), then, a little later, what is inside one
// (the screen, under the layout's boundary). Until a part has hydrated, React renders it as the server did
// only if nothing it reads has changed meanwhile. The session is read through React (zustand's
// useSyncExternalStore, which hydrates from the server's snapshot), but i18next's language is read
// directly: a language switched in between renders the screen in the other language, and React reports a
// mismatch and draws the screen again. So a language change waits for `pageHydrated()`.

let hydrated: Promise<void> = Promise.resolve()
let finish: (() => void) | undefined

/** Before a server-rendered page hydrates (rendering/main.tsx); a page the browser draws waits for nothing. */
export function hydrationStarts(): void {
  hydrated = new Promise((resolve) => (finish = resolve))
}

/** The last part of the page has hydrated (HydrationDone, in the layout's Suspense boundary). */
export function hydrationEnds(): void {
  finish?.()
  finish = undefined
}

/** Resolves once the page is hydrated whole; at once on a page the browser drew, and in tests. */
export function pageHydrated(): Promise<void> {
  return hydrated
}
