// npm start: the whole site offline on http://localhost:5173 with one command; `--reset` starts from an
// empty .data/, `--prod` serves the production build, `--firestore` puts the API on the official Firestore
// emulator with its own .data-firestore/ (docs/local-stack.md, "Options").
import { fileURLToPath } from 'node:url'
import { PortInUseError, portsFromEnv } from './ports'
import { DataFolderInUseError } from './stale-auth-emulator'
import { demoSignInLines } from './seed/demo-users'
import { seedProgressLine } from './seed/progress-line'
import { startStack } from './stack'

const root = fileURLToPath(new URL('../..', import.meta.url))
const args = process.argv.slice(2)
const reset = args.includes('--reset')
const verbose = args.includes('--verbose')
const webMode = args.includes('--prod') ? 'preview' : 'dev'
const firestore = args.includes('--firestore')
// Accounts, files and events belong together: the Firestore mode keeps its own folder, so neither mode
// starts with accounts whose events live in the other one's store.
const defaultDataDir = `${root}${firestore ? '.data-firestore' : '.data'}`

async function main() {
  const ports = portsFromEnv()
  console.log(
    `Starting the local stack${firestore ? ' on the Cloud Firestore emulator' : ''}${reset ? ' from an empty data folder' : ''}…`,
  )
  const progress = seedProgressLine()
  const stack = await startStack({
    ports,
    dataDir: process.env.DATA_DIR ?? defaultDataDir,
    reset,
    verbose,
    webMode,
    onSeedProgress: progress.update,
    firestore,
    ...(process.env.FIRESTORE_PORT ? { firestorePort: Number(process.env.FIRESTORE_PORT) } : {}),
  }).finally(progress.done)

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping${firestore ? ' (saving Firestore to the data folder)' : ''}…`)
    await stack.stop()
    process.exit(0)
  }
  // Vite's servers exit the process on SIGTERM as soon as they have closed, which would leave the Auth
  // emulator running on its port: the stack's own shutdown is the only one.
  process.removeAllListeners('SIGTERM')
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  // `npm start` runs this under a shell that dies of SIGTERM without passing it on (Debian's dash): the
  // stack would outlive npm and hold its ports. A new parent means the one that started it is gone.
  const parent = process.ppid
  setInterval(() => {
    if (process.ppid !== parent) void shutdown('npm stopped')
  }, 1_000).unref()

  console.log(`  API            ${stack.apiUrl}/api (also at ${stack.webUrl}/api)`)
  console.log(`  Auth emulator  http://${stack.authHost}`)
  console.log(`  Storage        http://${stack.storageHost}`)
  console.log(`  Mail inbox     ${stack.inboxUrl} (MailDev: every mail the site sends locally)`)
  if (stack.firestoreHost)
    console.log(`  Firestore      http://${stack.firestoreHost} (the official emulator)`)
  if (stack.seeded) {
    const { users, events, tracks, checkins, wishlistItems, ms } = stack.seeded
    console.log(
      `  Demo content   ${users} users, ${events} events (${tracks} with GPX tracks), ${checkins} check-ins, ${wishlistItems} wishlist entries, seeded in ${(ms / 1000).toFixed(1)} s`,
    )
  }
  console.log('Demo sign-in (created on the first start; npm start -- --reset recreates them):')
  for (const line of demoSignInLines()) console.log(line)
  console.log(`Ready: ${stack.webUrl}`)
}

main().catch((error: unknown) => {
  if (error instanceof PortInUseError || error instanceof DataFolderInUseError) console.error(error.message)
  else console.error('The local stack could not start:', error)
  process.exit(1)
})
