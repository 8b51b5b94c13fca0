// npm start: the whole site offline on http://localhost:5173 with one command.
//   npm start               keep the data in .data/ across restarts
//   npm start -- --reset    start from an empty .data/
//   npm start -- --prod     serve the production build (vite build + vite preview) instead of the dev server
import { fileURLToPath } from 'node:url'
import { PortInUseError, portsFromEnv } from './ports'
import { demoSignInLines } from './seed/demo-users'
import { seedProgressLine } from './seed/progress-line'
import { startStack } from './stack'

const root = fileURLToPath(new URL('../..', import.meta.url))
const args = process.argv.slice(2)
const reset = args.includes('--reset')
const verbose = args.includes('--verbose')
const webMode = args.includes('--prod') ? 'preview' : 'dev'

async function main() {
  const ports = portsFromEnv()
  console.log(`Starting the local stack${reset ? ' from an empty data folder' : ''}…`)
  const progress = seedProgressLine()
  const stack = await startStack({
    ports,
    dataDir: process.env.DATA_DIR ?? `${root}.data`,
    reset,
    verbose,
    webMode,
    onSeedProgress: progress.update,
  }).finally(progress.done)

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping (saving accounts to .data/)…`)
    await stack.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  console.log(`  API            ${stack.apiUrl}/api (also at ${stack.webUrl}/api)`)
  console.log(`  Auth emulator  http://${stack.authHost}`)
  console.log(`  Storage        http://${stack.storageHost}`)
  if (stack.seeded) {
    const { users, events, tracks, wishlistItems, ms } = stack.seeded
    console.log(
      `  Demo content   ${users} users, ${events} events (${tracks} with GPX tracks), ${wishlistItems} wishlist entries, seeded in ${(ms / 1000).toFixed(1)} s`,
    )
  }
  console.log('Demo sign-in (created on the first start; npm start -- --reset recreates them):')
  for (const line of demoSignInLines()) console.log(line)
  console.log(`Ready: ${stack.webUrl}`)
}

main().catch((error: unknown) => {
  if (error instanceof PortInUseError) console.error(error.message)
  else console.error('The local stack could not start:', error)
  process.exit(1)
})
