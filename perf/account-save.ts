// What saving the Auth emulator's accounts on every change costs the local stack: sign-up latency through
// the API (which now waits for the save) as accounts accumulate, and one save of all of them alone.
//   npx tsx perf/account-save.ts [accounts=1000]
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { authAccountsFolder } from '@travel/local/auth-accounts'
import { PROJECT_ID } from '@travel/local/auth-emulator'
import { freePorts } from '@travel/local/ports'
import { startStack } from '@travel/local/stack'

const total = Number(process.argv[2] ?? 1000)
const dataDir = mkdtempSync(join(tmpdir(), 'perf-accounts-'))
writeFileSync(join(dataDir, 'not-empty.txt'), 'no demo content\n') // the seed fills only empty folders

function percentile(values: number[], p: number): string {
  const sorted = [...values].sort((a, b) => a - b)
  return (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1)
}

const stack = await startStack({ ports: await freePorts(), dataDir, seed: false })
try {
  const signups: number[] = []
  for (let i = 0; i < total; i++) {
    const started = performance.now()
    const response = await fetch(`${stack.apiUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: `traveller ${i}`,
        email: `t${i}@example.com`,
        password: 'secret-123',
      }),
    })
    if (response.status !== 201) throw new Error(`sign-up ${i} answered ${response.status}`)
    signups.push(performance.now() - started)
  }
  const folder = authAccountsFolder({
    host: stack.authHost,
    projectId: PROJECT_ID,
    dir: join(dataDir, 'auth'),
  })
  // Accounts made straight on the emulator (not through the API), so each save below has one to write.
  const saves: number[] = []
  for (let i = 0; i < 20; i++) {
    const response = await fetch(
      `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=perf`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `direct${i}@example.com`, password: 'secret-123' }),
      },
    )
    if (!response.ok) throw new Error(`the emulator's sign-up answered ${response.status}`)
    const started = performance.now()
    await folder.save()
    saves.push(performance.now() - started)
  }
  const bytes = statSync(join(dataDir, 'auth', 'auth_export', 'accounts.json')).size
  const first = signups.slice(0, 50)
  const last = signups.slice(-50)
  console.log(`sign-up, accounts 1-50:     p50 ${percentile(first, 50)} ms, p95 ${percentile(first, 95)} ms`)
  console.log(
    `sign-up, accounts ${total - 49}-${total}: p50 ${percentile(last, 50)} ms, p95 ${percentile(last, 95)} ms`,
  )
  console.log(
    `one save of ${total + 20} accounts (${(bytes / 1024).toFixed(0)} KB): p50 ${percentile(saves, 50)} ms, p95 ${percentile(saves, 95)} ms`,
  )
} finally {
  await stack.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
