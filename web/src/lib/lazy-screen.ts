// A screen whose code is its own chunk, loaded when the screen is first shown. Routes use these with the
// router's declarative mode (React.lazy under the layout's Suspense boundary): the data router that the
// `lazy` route option needs costs about 13 KB gzip more on every page (BENCHMARKS.md).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import i18n, { type ScreenNamespace } from '@/i18n'

export type LazyScreen = LazyExoticComponent<ComponentType> & {
  /** starts loading the screen's code ahead of rendering it (main.tsx, for the address being opened) */
  preload: () => Promise<unknown>
}

/** `texts`: the namespaces only this screen uses, loaded with its code (i18n SCREEN_NAMESPACES). */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  texts: readonly ScreenNamespace[] = [],
): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined
  const once = () =>
    (loading ??= Promise.all([load(), texts.length ? i18n.loadNamespaces([...texts]) : null]).then(
      ([screen]) => screen,
    ))
  return Object.assign(lazy(once), { preload: once })
}

export function isLazyScreen(component: unknown): component is LazyScreen {
  return typeof component === 'object' && component !== null && 'preload' in component
}
