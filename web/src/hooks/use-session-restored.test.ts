import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useRootStore } from '@/stores/root-store'
import { SESSION_RESTORE_TIMEOUT_MS, useSessionRestored } from './use-session-restored'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the saved session restored', () => {
  it('is ready at once when the saved state is already restored', () => {
    const { result } = renderHook(() => useSessionRestored())
    expect(result.current).toBe(true)
  })

  it('waits for a slow restore and gives up after 5 seconds', () => {
    vi.useFakeTimers()
    vi.spyOn(useRootStore.persist, 'hasHydrated').mockReturnValue(false)
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { result } = renderHook(() => useSessionRestored())
    expect(SESSION_RESTORE_TIMEOUT_MS).toBe(5000)
    act(() => vi.advanceTimersByTime(4999))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
    expect(log).toHaveBeenCalledWith(expect.stringContaining('5000 ms'))
  })

  it('renders as soon as a slow restore finishes', async () => {
    const hasHydrated = vi.spyOn(useRootStore.persist, 'hasHydrated').mockReturnValue(false)
    const { result } = renderHook(() => useSessionRestored())
    expect(result.current).toBe(false)
    hasHydrated.mockRestore()
    await act(() => useRootStore.persist.rehydrate())
    expect(result.current).toBe(true)
  })
})
