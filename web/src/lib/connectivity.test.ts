// A page the service worker answered asks the site once as it starts: with the network gone and the
// browser still saying "online", it reads as offline within seconds; a first visit asks nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

function workerContainer(controlled: boolean) {
  const container = new EventTarget() as EventTarget & {
    controller: { postMessage: (message: unknown) => void } | null
    startMessages: () => void
  }
  container.controller = controlled ? { postMessage: vi.fn() } : null
  container.startMessages = vi.fn()
  return container as unknown as ServiceWorkerContainer
}

async function freshConnectivity() {
  vi.resetModules()
  return import('./connectivity')
}

describe('connectivity on start', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('a page from the worker whose site does not answer reads as offline, though the browser says online', async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))
    vi.stubGlobal('fetch', fetch)
    const connectivity = await freshConnectivity()
    connectivity.watchConnectivity(workerContainer(true))
    expect(navigator.onLine).toBe(true)
    expect(connectivity.isSiteReachable()).toBe(true)
    await vi.advanceTimersByTimeAsync(connectivity.START_PROBE_DELAY_MS)
    expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/\/api\/health$/), { cache: 'no-store' })
    expect(connectivity.isSiteReachable()).toBe(false)
  })

  it('stays online when the site answers, and a first visit (no worker yet) asks nothing', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response('{}'))
    vi.stubGlobal('fetch', fetch)
    const answered = await freshConnectivity()
    answered.watchConnectivity(workerContainer(true))
    await vi.advanceTimersByTimeAsync(answered.START_PROBE_DELAY_MS)
    expect(answered.isSiteReachable()).toBe(true)

    fetch.mockClear()
    const first = await freshConnectivity()
    first.watchConnectivity(workerContainer(false))
    await vi.advanceTimersByTimeAsync(first.START_PROBE_DELAY_MS * 4)
    expect(fetch).not.toHaveBeenCalled()
  })
})
