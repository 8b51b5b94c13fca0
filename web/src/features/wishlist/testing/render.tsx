// Renders the wishlist screen as the app does (Chakra, i18next, a router) for Testing Library.
import { ChakraProvider, defaultSystem } from '@chakra-ui/react'
import { configure, render } from '@testing-library/react'
import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import i18n from '@/i18n'
import { wishlistRoutes } from '../routes'

// Screens load lazily and the machine is shared: give findBy* more than the default second.
configure({ asyncUtilTimeout: 4000 })

export function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', children: [...wishlistRoutes, { path: '*', element: <h1>Other page</h1> }] }],
    { initialEntries: [path] },
  )
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        {/* the screen is a lazy component: the app's layout has this boundary */}
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </ChakraProvider>
    </I18nextProvider>,
  )
  return router
}
