// When a server-rendered page has been hydrated whole. React hydrates it in parts, and a part renders as the
// server did only if nothing it reads changed meanwhile; i18next's language is read outside React, so a
// language change waits for `pageHydrated()` (docs/rendering.md, "Language and addresses").

let hydrated: Promise<void> = Promise.resolve()
let finish: (() => void) | undefined
let mainHydrated = false
/** The parts that hydrate after the rest (HydrateLater) and have not yet, by their ids. */
const laterParts = new Set<string>()

/** The name of the performance mark set when everything but the later parts has hydrated. */
export const MAIN_HYDRATED_MARK = 'app:main-hydrated'

function settle() {
  if (!mainHydrated || laterParts.size > 0) return
  finish?.()
  finish = undefined
}

/** Before a server-rendered page hydrates (rendering/main.tsx); a page the browser draws waits for nothing. */
export function hydrationStarts(): void {
  hydrated = new Promise((resolve) => (finish = resolve))
}

/** The page but its later parts has hydrated (HydrationDone, in the layout's Suspense boundary). */
export function hydrationEnds(): void {
  if (finish && !mainHydrated && typeof performance !== 'undefined') performance.mark(MAIN_HYDRATED_MARK)
  mainHydrated = true
  settle()
}

/** A later part's boundary is on the page; while hydrating, the page is not whole until it has hydrated. */
export function laterPartShown(id: string): void {
  if (finish) laterParts.add(id)
}

/** A later part has hydrated, or left the page before it did. */
export function laterPartDone(id: string): void {
  if (laterParts.delete(id)) settle()
}

/** Resolves once the page is hydrated whole; at once on a page the browser drew, and in tests. */
export function pageHydrated(): Promise<void> {
  return hydrated
}
