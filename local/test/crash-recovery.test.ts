// `npm start` killed with kill -9 (a crash, the OOM killer, a closed terminal taking the process group):
// the next `npm start` on the same data folder comes up on the same ports, and every account made before
// the crash still signs in to its own profile.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { freePorts, isPortFree, PORT_VARIABLES, type StackPorts } from '../src/ports'

const root = fileURLToPath(new URL('../..', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'crash-recovery-'))
// The seed fills only an empty folder; a folder with a file in it keeps each start short.
writeFileSync(join(dataDir, 'not-empty.txt'), 'no demo content, please\n')
const started: ChildProcess[] = []

afterAll(async () => {
  for (const child of started) killGroup(child)
  rmSync(dataDir, { recursive: true, force: true })
})

function killGroup(child: ChildProcess) {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL')
  } catch {
    // already gone
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', () => resolve()))
}

/** `npm start` in a process group of its own (as in a terminal), resolved once it says Ready. */
async function npmStart(ports: StackPorts): Promise<ChildProcess> {
  const portEnv = Object.fromEntries(
    (Object.keys(ports) as (keyof StackPorts)[]).map((key) => [PORT_VARIABLES[key], String(ports[key])]),
  )
  const child = spawn(process.execPath, ['--import', 'tsx', 'local/src/start.ts'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...portEnv, DATA_DIR: dataDir },
  })
  started.push(child)
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const keep = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready: ')) resolve()
    }
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    child.once('exit', (code, signal) =>
      reject(new Error(`npm start exited (${signal ?? code}):\n${output}`)),
    )
  })
  return child
}

async function signUp(ports: StackPorts, email: string) {
  return fetch(`http://127.0.0.1:${ports.api}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: email.split('@')[0], email, password: 'secret-123' }),
  })
}

async function newAccount(ports: StackPorts, email: string): Promise<string> {
  const response = await signUp(ports, email)
  expect(response.status).toBe(201)
  return ((await response.json()) as { data: { _id: string } }).data._id
}

/** Signs in as the browser does (the Auth emulator, then the API) and answers the profile's id. */
async function signIn(ports: StackPorts, email: string): Promise<string> {
  const auth = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-123', returnSecureToken: true }),
    },
  )
  const body = (await auth.json()) as { idToken?: string; error?: { message: string } }
  if (!body.idToken) throw new Error(`${email} cannot sign in: ${body.error?.message}`)
  const profile = await fetch(`http://127.0.0.1:${ports.api}/api/auth/signin`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${body.idToken}` },
  })
  expect(profile.status).toBe(200)
  return ((await profile.json()) as { data: { _id: string } }).data._id
}

describe('npm start after kill -9', () => {
  it('keeps every account, and starts again although the killed run left its Auth emulator running', async () => {
    const ports = await freePorts()

    // 1. The whole process group dies: the Auth emulator had no chance to save anything on the way out.
    const first = await npmStart(ports)
    const ana = await newAccount(ports, 'ana@example.com')
    killGroup(first)
    await exited(first)

    const second = await npmStart(ports)
    expect(await signIn(ports, 'ana@example.com')).toBe(ana)
    const ben = await newAccount(ports, 'ben@example.com')

    // 2. Only the stack dies: its Auth emulator lives on as an orphan, holding the Auth port.
    process.kill(second.pid!, 'SIGKILL')
    await exited(second)
    expect(await isPortFree(ports.auth)).toBe(false)

    const third = await npmStart(ports)
    expect(await signIn(ports, 'ana@example.com')).toBe(ana)
    expect(await signIn(ports, 'ben@example.com')).toBe(ben)
    // the account is back, so its e-mail is taken: no second account, no second profile
    expect((await signUp(ports, 'ana@example.com')).status).toBe(409)

    third.kill('SIGINT')
    await exited(third)
    expect(third.exitCode).toBe(0)
    expect(await isPortFree(ports.auth)).toBe(true)
  }, 420_000)
})
