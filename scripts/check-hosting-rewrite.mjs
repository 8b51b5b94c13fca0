#!/usr/bin/env node
// Runs inside `firebase emulators:exec --only functions,hosting,auth`: the Hosting emulator must route
// /api/** to the function `api` (in its region) and every other path to the SPA's index.html.
import assert from 'node:assert/strict'

const hosting = 'http://127.0.0.1:5000'

const health = await fetch(`${hosting}/api/health`)
const body = await health.json().catch(() => undefined)
assert.equal(health.status, 200, `GET /api/health through Hosting answered ${health.status}`)
assert.deepEqual(body, { success: true, data: { status: 'ok' } })

const missing = await fetch(`${hosting}/api/no-such-endpoint`)
assert.equal(missing.status, 404, 'an unknown /api path is a JSON 404 from the function')
assert.equal((await missing.json()).success, false)

const spa = await fetch(`${hosting}/events/camp/natural`)
assert.equal(spa.status, 200, 'a client-side route falls back to index.html')
assert.match(await spa.text(), /<html/i)

console.log('ok: /api/health answers through the Hosting rewrite to the bundled function')
