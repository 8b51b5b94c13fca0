// Renders event screens the way the app does (Chakra, i18next, a router) for Testing Library. A memory
// data router: tests read where a screen navigated to from router.state.
import { configure, render } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { AppTestProviders } from '@/testing/app-test-providers'
import { eventRoutes } from '../routes'

/** Pages the event screens link to that belong to other features: a heading is enough to see we got there. */
const elsewhere: RouteObject[] = [
  { path: 'sign-in', element: <h1>Sign-in page</h1> },
  { path: '*', element: <h1>Other page</h1> },
]

// Screens load lazily and the machine is shared: give findBy* more than the default second.
configure({ asyncUtilTimeout: 4000 })

export function renderAt(path: string, routes: RouteObject[] = eventRoutes) {
  const router = createMemoryRouter([{ path: '/', children: [...routes, ...elsewhere] }], {
    initialEntries: [path],
  })
  const view = render(
    <AppTestProviders>
      {/* the screens are lazy components: the app's layout has this boundary */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppTestProviders>,
  )
  return { ...view, router }
}

/** A single component inside the providers and a router, for component-level tests. */
export function renderWithProviders(ui: ReactNode) {
  return renderAt('/', [{ index: true, element: ui }])
}
