// npm run digest: the daily digest now, on the running local stack (its API port: API_PORT as for npm start).
// The mails land in MailDev's inbox a second later (docs/local-stack.md, "E-mail").
import { LOCAL_DIGEST_PATH, PORT_VARIABLES, portsFromEnv } from './ports'

async function main() {
  const { api } = portsFromEnv()
  let res: Response
  try {
    res = await fetch(`http://127.0.0.1:${api}${LOCAL_DIGEST_PATH}`, { method: 'POST' })
  } catch {
    console.error(
      `Nothing answers on port ${api}: start the local stack first (npm start), and give this the same ${PORT_VARIABLES.api} if you moved it.`,
    )
    process.exit(1)
  }
  const body = (await res.json().catch(() => ({}))) as { users?: number; mails?: number; error?: string }
  if (!res.ok) {
    console.error(`The digest failed (${res.status}): ${body.error ?? 'no reason given'}`)
    process.exit(1)
  }
  console.log(`Daily digest: ${body.mails} mails queued for ${body.users} travellers.`)
}

void main()
