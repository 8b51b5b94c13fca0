// The HTTP boundary of the web app in screen tests: requests to /api are answered by the test, every
// other request (the Auth emulator, the storage server) goes to the real network unchanged.
import { onTestFinished, vi } from 'vitest'

export interface ApiCall {
  method: string
  path: string
  headers: Headers
  body: unknown
}

/** A reply with `headers` sends `body` (text) as it is: a file download; else `body` is sent as JSON. */
export type ApiAnswer = { status: number; body: unknown; headers?: Record<string, string> }
export type ApiReply = ApiAnswer | Promise<ApiAnswer>
export type ApiHandler = (call: ApiCall) => ApiReply

export interface ApiStub {
  calls: ApiCall[]
  /** answers `METHOD /api/path` (exact path, query string ignored) */
  on(method: string, path: string, handler: ApiHandler): void
}

export const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } })
export const fail = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  body: { success: false, statusCode: status, code, message, ...(fields ? { fields } : {}) },
})

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  if (input instanceof URL) return input.href
  return input.url
}

/** Starts answering /api; an unexpected call fails loudly with a 500 the test will notice. */
export function stubApi(): ApiStub {
  const realFetch = globalThis.fetch.bind(globalThis)
  const handlers = new Map<string, ApiHandler>()
  const calls: ApiCall[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = requestUrl(input)
    const match = /^(?:https?:\/\/[^/]+)?(\/api\/[^?#]*)/.exec(url)
    if (!match?.[1]) return realFetch(input, init)
    const method = (init?.method ?? 'GET').toUpperCase()
    const path = match[1]
    const raw = init?.body
    const call: ApiCall = {
      method,
      path,
      headers: new Headers(init?.headers),
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined,
    }
    calls.push(call)
    const handler = handlers.get(`${method} ${path}`)
    const reply: ApiAnswer = handler
      ? await handler(call)
      : {
          status: 500,
          body: {
            success: false,
            statusCode: 500,
            code: 'internal',
            message: `unexpected ${method} ${path}`,
          },
        }
    if (reply.headers)
      return new Response(String(reply.body), { status: reply.status, headers: reply.headers })
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  onTestFinished(() => spy.mockRestore())
  return {
    calls,
    on(method, path, handler) {
      handlers.set(`${method.toUpperCase()} ${path}`, handler)
    },
  }
}
