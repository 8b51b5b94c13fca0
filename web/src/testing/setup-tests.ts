import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import './jsdom-blob'

// Screens load their routes lazily; the first import of a route module is transformed on demand, which on
// a busy 2-core machine can take longer than Testing Library's default 1 s wait. Waiting longer changes
// nothing on a quiet machine: findBy* answers as soon as the element is there.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  })
})
