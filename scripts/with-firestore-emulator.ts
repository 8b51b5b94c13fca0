// Runs a command beside the official Firestore emulator on a free port, with FIRESTORE_EMULATOR_HOST set:
// `tsx scripts/with-firestore-emulator.ts -- <command>` (the benches that measure Firestore's reads).
import { spawn } from 'node:child_process'
import {
  findFirestoreEmulator,
  FIRESTORE_EMULATOR_INSTALL_HINT,
  startFirestoreEmulator,
} from '@travel/local/firestore-emulator'
import { freePort } from '@travel/local/ports'

const command = process.argv.slice(process.argv.indexOf('--') + 1)
const install = await findFirestoreEmulator()
if (!install || command.length === 0) {
  console.error(install ? 'usage: with-firestore-emulator.ts -- <command>' : FIRESTORE_EMULATOR_INSTALL_HINT)
  process.exit(1)
}
const emulator = await startFirestoreEmulator({ install, port: await freePort() })
const child = spawn(command[0]!, command.slice(1), {
  stdio: 'inherit',
  env: { ...process.env, FIRESTORE_EMULATOR_HOST: emulator.host },
})
const code = await new Promise<number>((resolve) => child.on('exit', (exitCode) => resolve(exitCode ?? 1)))
await emulator.stop()
process.exit(code)
