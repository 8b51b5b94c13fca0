// When a server-rendered page has been hydrated whole. React hydrates it in parts, and a part renders as the
// server did only if nothing it reads changed meanwhile; i18next's language is read outside React, so a
// language change waits for `pageHydrated()` (docs/rendering.md, "Language and addresses").

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
