// A part of a server-rendered page that can start working a moment after the rest: below the fold, or
// behind a tap. React hydrates a Suspense boundary the server filled after the page around it, at low
// priority (or at once when tapped), so what is on screen starts working sooner (docs/rendering.md).
import { Suspense, useEffect, useId, useLayoutEffect, type ReactNode } from 'react'
import { laterPartDone, laterPartShown } from './hydration-gate'

/** Renders nothing; its effect runs once the boundary it is in has hydrated (or mounted). */
function LaterPartHydrated({ id }: { id: string }) {
  useEffect(() => laterPartDone(id), [id])
  return null
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const id = useId()
  // with the page around it, before the boundary's own content has hydrated; gone with the part
  useLayoutEffect(() => {
    laterPartShown(id)
    return () => laterPartDone(id)
  }, [id])
  return (
    <Suspense fallback={null}>
      {children}
      <LaterPartHydrated id={id} />
    </Suspense>
  )
}
