// Renders the wishlist screen as the app does (Chakra, i18next, a router) for Testing Library.
import { configure, render } from '@testing-library/react'
import { Suspense } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { AppTestProviders } from '@/testing/app-test-providers'
import { wishlistRoutes } from '../routes'

// Screens load lazily and the machine is shared: give findBy* more than the default second.
configure({ asyncUtilTimeout: 4000 })

export function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', children: [...wishlistRoutes, { path: '*', element: <h1>Other page</h1> }] }],
    { initialEntries: [path] },
  )
  render(
    <AppTestProviders>
      {/* the screen is a lazy component: the app's layout has this boundary */}
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </AppTestProviders>,
  )
  return router
}
