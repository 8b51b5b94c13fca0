import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProvider } from '../provider'
import { routes } from '../router'

describe('an unknown address', () => {
  it('shows a page-not-found screen with a way back home', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/no/such/page'] })
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')
  })
})
