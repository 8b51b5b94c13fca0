// Lets the browser handle what is waiting (a tap, a frame) between two parts of a long piece of work, so
// that neither makes the page unresponsive for long (a "long task", as the browser counts them).
interface Scheduler {
  yield?: () => Promise<void>
}

export function yieldToBrowser(): Promise<void> {
  // scheduler.yield (Chromium) resumes ahead of other queued work; elsewhere a new task does the same job
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
