import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProvider } from '../provider'
import { ScreenBoundary } from './screen-boundary'

function Broken(): never {
  throw new Error('the screen broke')
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a screen that fails', () => {
  it('shows the reload message in its place, keeps the rest, and recovers on the next address', async () => {
    // React and the boundary both report the error on the console; that is expected here.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <AppProvider>
        <MemoryRouter initialEntries={['/broken']}>
          <nav>
            <Link to="/fine">Somewhere else</Link>
          </nav>
          <ScreenBoundary>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/fine" element={<h1>A working screen</h1>} />
            </Routes>
          </ScreenBoundary>
        </MemoryRouter>
      </AppProvider>,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!')
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith(
      'A screen failed',
      expect.objectContaining({ message: 'the screen broke' }),
    )

    await userEvent.click(screen.getByRole('link', { name: 'Somewhere else' }))
    expect(await screen.findByRole('heading', { name: 'A working screen' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
