// Mixed traffic to the web server's /api proxy, as a busy browser session sends it: JSON reads, 400s, 404s,
// refused sign-ins, bodies the API refuses before reading them, and requests the client gives up on
// halfway. The proxy test, the production-build journey and the soak script (npm run soak) share it.
import http from 'node:http'

export type TrafficKind =
  | 'health'
  | 'list'
  | 'unknown-event'
  | 'bad-query'
  | 'unknown-route'
  | 'no-token'
  | 'malformed-json'
  | 'oversized-body'
  | 'aborted-before-answer'
  | 'aborted-mid-body'

/** What each kind must answer; an aborted request answers nothing and must only leave the server well. */
const EXPECTED: Record<TrafficKind, number | 'aborted'> = {
  health: 200,
  list: 200,
  'unknown-event': 404,
  'bad-query': 400,
  'unknown-route': 404,
  'no-token': 401,
  'malformed-json': 400,
  'oversized-body': 413,
  'aborted-before-answer': 'aborted',
  'aborted-mid-body': 'aborted',
}

export const TRAFFIC_KINDS = Object.keys(EXPECTED) as TrafficKind[]

export interface TrafficReport {
  sent: number
  /** requests per kind that got what they should (an aborted request: the client gave up cleanly) */
  ok: Record<TrafficKind, number>
  /** every request that did not: its kind and what happened instead */
  failures: { kind: TrafficKind; outcome: string }[]
}

interface Outcome {
  status: number | 'aborted'
  error?: string
}

/** One request of a kind; never rejects. A request without an answer within `timeoutMs` is a failure. */
function send(base: URL, agent: http.Agent, kind: TrafficKind, timeoutMs: number): Promise<Outcome> {
  const json = { 'Content-Type': 'application/json', Accept: 'application/json' }
  const plan: { method: string; path: string; headers?: http.OutgoingHttpHeaders; body?: Buffer } = {
    health: { method: 'GET', path: '/api/health' },
    list: { method: 'GET', path: '/api/events?limit=3' },
    'unknown-event': { method: 'GET', path: '/api/events/no-such-event-0000' },
    'bad-query': { method: 'GET', path: '/api/events?limit=lots' },
    'unknown-route': { method: 'GET', path: '/api/no-such-route' },
    'no-token': {
      method: 'POST',
      path: '/api/events',
      headers: json,
      body: Buffer.from(JSON.stringify({ title: 'x' })),
    },
    'malformed-json': {
      method: 'POST',
      path: '/api/auth/signin',
      headers: json,
      body: Buffer.from('{"email":'),
    },
    // larger than the API reads (100 kb): refused from its Content-Length, before the body has arrived
    'oversized-body': {
      method: 'POST',
      path: '/api/auth/signin',
      headers: json,
      body: Buffer.alloc(512 * 1024, 0x20),
    },
    'aborted-before-answer': { method: 'GET', path: '/api/events?limit=20' },
    'aborted-mid-body': {
      method: 'POST',
      path: '/api/auth/signin',
      headers: { ...json, 'Content-Length': 50_000 },
      body: Buffer.alloc(10_000, 0x20),
    },
  }[kind]

  return new Promise<Outcome>((resolve) => {
    let settled = false
    const settle = (outcome: Outcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(outcome)
    }
    const req = http.request(new URL(plan.path, base), {
      method: plan.method,
      agent,
      headers:
        plan.body && !plan.headers?.['Content-Length']
          ? { ...plan.headers, 'Content-Length': plan.body.length }
          : plan.headers,
    })
    const timer = setTimeout(() => {
      req.destroy()
      settle({ status: 0, error: `no answer within ${timeoutMs} ms` })
    }, timeoutMs)
    req.on('response', (res) => {
      res.resume()
      res.on('end', () => settle({ status: res.statusCode ?? 0 }))
      res.on('error', (error) => settle({ status: res.statusCode ?? 0, error: error.message }))
    })
    req.on('error', (error) =>
      settle(EXPECTED[kind] === 'aborted' ? { status: 'aborted' } : { status: 0, error: error.message }),
    )
    if (kind === 'aborted-before-answer') {
      req.end()
      // gone once the request is on its way, before the answer can have come back
      setImmediate(() => {
        req.destroy()
        settle({ status: 'aborted' })
      })
      return
    }
    if (kind === 'aborted-mid-body') {
      // a part of the promised body, then the client gives up (a phone losing its signal mid-upload)
      req.write(plan.body, () => {
        req.destroy()
        settle({ status: 'aborted' })
      })
      return
    }
    req.end(plan.body)
  })
}

/**
 * Sends `requests` requests through `webUrl`'s proxy, `concurrency` at a time, cycling through every kind.
 * The client keeps its connections alive as a browser does.
 */
export async function sendMixedTraffic(
  webUrl: string,
  {
    requests,
    concurrency = 8,
    timeoutMs = 10_000,
  }: { requests: number; concurrency?: number; timeoutMs?: number },
): Promise<TrafficReport> {
  const base = new URL(webUrl)
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const ok = Object.fromEntries(TRAFFIC_KINDS.map((kind) => [kind, 0])) as Record<TrafficKind, number>
  const failures: TrafficReport['failures'] = []
  let next = 0
  const worker = async () => {
    while (next < requests) {
      const kind = TRAFFIC_KINDS[next++ % TRAFFIC_KINDS.length]!
      const outcome = await send(base, agent, kind, timeoutMs)
      if (outcome.status === EXPECTED[kind] && !outcome.error) ok[kind]++
      else failures.push({ kind, outcome: outcome.error ?? `status ${outcome.status}` })
    }
  }
  try {
    await Promise.all(Array.from({ length: concurrency }, worker))
  } finally {
    agent.destroy()
  }
  return { sent: requests, ok, failures }
}
