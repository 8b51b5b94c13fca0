// A screen whose code is its own chunk, loaded when the screen is first shown. Routes use these with the
// router's declarative mode (React.lazy under the layout's Suspense boundary): the data router that the
// `lazy` route option needs would add to every page's code (docs/screens.md).
import { createElement, lazy, useState, type ComponentType } from 'react'
import i18n, { type ScreenNamespace } from '@/i18n'

export type LazyScreen = ComponentType & {
  /** starts loading the screen's code ahead of rendering it (main.tsx, for the address being opened) */
  preload: () => Promise<unknown>
}

/** Loads a module together with the namespaces its components show (i18n SCREEN_NAMESPACES). */
export function withTexts<M>(load: () => Promise<M>, texts: readonly ScreenNamespace[]): () => Promise<M> {
  return () => Promise.all([load(), texts.length ? i18n.loadNamespaces([...texts]) : null]).then(([m]) => m)
}

/** `texts`: the namespaces only this screen uses, loaded with its code. */
export function lazyScreen(
  load: () => Promise<{ default: ComponentType }>,
  texts: readonly ScreenNamespace[] = [],
): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined
  let loaded: ComponentType | undefined
  const once = () =>
    (loading ??= withTexts(load, texts)().then((screen) => {
      loaded = screen.default
      return screen
    }))
  const Lazy = lazy(once)
  // Code already loaded (preloaded before hydration, main.tsx; or shown before) renders at once. Through
  // React.lazy it would suspend once more even then, and a server-rendered screen would hydrate later, apart
  // from the page: after the saved session had changed what it shows, which breaks hydration. Chosen once
  // per mount, so a screen never switches component (and loses its state) when its code arrives.
  function Screen() {
    const [component] = useState<ComponentType>(() => loaded ?? Lazy)
    return createElement(component)
  }
  return Object.assign(Screen, { preload: once })
}

export function isLazyScreen(component: unknown): component is LazyScreen {
  return typeof component === 'function' && 'preload' in component
}
