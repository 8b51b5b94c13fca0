// Waits for a service to answer, polling instead of sleeping a fixed time.
export async function waitForHttp(
  url: string,
  {
    timeoutMs = 60_000,
    intervalMs = 100,
    abort,
  }: { timeoutMs?: number; intervalMs?: number; abort?: () => string | undefined } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const reason = abort?.()
    if (reason) throw new Error(reason)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, intervalMs))
  }
}
