// Whether the site can be reached: navigator.onLine, and requests that failed for want of a network (seen
// by the page or the service worker), since a network that reaches nothing (camp Wi-Fi, a captive portal)
// reads as online. Unreachable lasts until the site answers a probe (docs/offline.md).
import { config } from '@/config/env'

/** How long after the last failure the site is asked again, doubling up to the last figure. */
const PROBE_DELAYS_MS = [1_000, 2_000, 4_000, 8_000]

let unreachable = false
let probes = 0
let probeTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

const notify = () => {
  for (const listener of listeners) listener()
}

function set(reachable: boolean) {
  if (unreachable === !reachable) return
  unreachable = !reachable
  clearTimeout(probeTimer)
  probes = 0
  if (unreachable) scheduleProbe()
  notify()
}

function scheduleProbe() {
  const delay = PROBE_DELAYS_MS[Math.min(probes, PROBE_DELAYS_MS.length - 1)]
  probes++
  probeTimer = setTimeout(() => void probe(), delay)
}

/**
 * Asks the API whether it answers, past any cache (the service worker keeps no copy of /api/health). Any
 * answer, even an error status, means the network reaches the site.
 */
async function probe() {
  try {
    await fetch(`${config.apiBase}/api/health`, { cache: 'no-store' })
    set(true)
  } catch {
    if (unreachable) scheduleProbe()
  }
}

/** The start-up question: no answer is a failure like any other request's. */
async function probeOnStart() {
  try {
    await fetch(`${config.apiBase}/api/health`, { cache: 'no-store' })
  } catch {
    set(false)
  }
}

/** A request to the site failed without an answer (fetch rejected): the site is unreachable for now. */
export function reportRequestFailed(): void {
  set(false)
}

/** The service worker found the network gone while answering one of the page's requests. */
function onWorkerMessage(event: MessageEvent<unknown>) {
  const data = event.data as { type?: unknown; reachable?: unknown } | null
  if (data?.type === 'NETWORK' && data.reachable === false) set(false)
}

/**
 * A page the worker answered may be a copy even when no request failed: the browser's HTTP cache answers
 * the worker's fetch of a page opened within its max-age, with the network gone and navigator.onLine
 * still true. Such a page asks the site once, a moment after it starts, so it says it is offline within
 * seconds (one small no-store request per page opened, none on a first visit).
 */
export const START_PROBE_DELAY_MS = 1_500

export function watchConnectivity(container: ServiceWorkerContainer): void {
  container.addEventListener('message', onWorkerMessage)
  // messages the worker sent before this listener existed are queued until now
  container.startMessages()
  if (!container.controller) return
  // the worker may already know: this page itself may have come from its copies because the network failed
  container.controller.postMessage({ type: 'NETWORK?' })
  setTimeout(() => void probeOnStart(), START_PROBE_DELAY_MS)
}

if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator)
  watchConnectivity(navigator.serviceWorker)

export function subscribeConnectivity(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

if (typeof window !== 'undefined') {
  // the browser's own signals; back online, the site is asked at once rather than at the next probe
  window.addEventListener('online', () => {
    if (unreachable) void probe()
    notify()
  })
  window.addEventListener('offline', notify)
}

/** Online as far as this site is concerned: a network is up and the last request through it got an answer. */
export function isSiteReachable(): boolean {
  return navigator.onLine && !unreachable
}
