// Ports of the local stack; each can be moved with an environment variable.
import { readFileSync } from 'node:fs'
import net from 'node:net'

/** The API server's local-only address that sends the daily digest now (`npm run digest`). */
export const LOCAL_DIGEST_PATH = '/__local/digest'

export interface StackPorts {
  web: number
  api: number
  auth: number
  storage: number
  /** MailDev's SMTP server, where the local mail deliverer sends the queued mails */
  mailSmtp: number
  /** MailDev's web inbox and REST API */
  mailWeb: number
}

export const PORT_VARIABLES: Record<keyof StackPorts, string> = {
  web: 'WEB_PORT',
  api: 'API_PORT',
  auth: 'AUTH_PORT',
  storage: 'STORAGE_PORT',
  mailSmtp: 'MAIL_SMTP_PORT',
  mailWeb: 'MAIL_WEB_PORT',
}

// MailDev's own defaults: a mail tool already pointed at them finds the inbox
const DEFAULT_PORTS: StackPorts = {
  web: 5173,
  api: 5002,
  auth: 9099,
  storage: 9199,
  mailSmtp: 1025,
  mailWeb: 1080,
}

const PORT_ROLES: Record<keyof StackPorts, string> = {
  web: 'the web app',
  api: 'the API',
  auth: 'the Auth emulator',
  storage: 'the storage server',
  mailSmtp: "MailDev's SMTP server",
  mailWeb: "MailDev's inbox",
}

export function portsFromEnv(env: NodeJS.ProcessEnv = process.env): StackPorts {
  const ports = { ...DEFAULT_PORTS }
  for (const key of Object.keys(ports) as (keyof StackPorts)[]) {
    const raw = env[PORT_VARIABLES[key]]
    if (raw === undefined || raw === '') continue
    const n = Number(raw)
    if (!Number.isInteger(n) || n < 1 || n > 65535) {
      throw new Error(`${PORT_VARIABLES[key]}=${raw} is not a port number (1-65535).`)
    }
    ports[key] = n
  }
  return ports
}

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)))
  })
}

/** Nothing listens on the port, on the loopback address or on any. */
export async function isPortFree(port: number): Promise<boolean> {
  return (await isFree(port, '127.0.0.1')) && (await isFree(port, '0.0.0.0'))
}

/** Throws one clear message naming every busy port and the variable that moves it. */
export async function assertPortsFree(ports: StackPorts): Promise<void> {
  const busy: string[] = []
  for (const key of Object.keys(ports) as (keyof StackPorts)[]) {
    const port = ports[key]
    if (!(await isPortFree(port))) {
      busy.push(
        `Port ${port} (${PORT_ROLES[key]}) is already in use. Stop what uses it, or choose another port: ${PORT_VARIABLES[key]}=<port> npm start`,
      )
    }
  }
  if (busy.length) throw new PortInUseError(busy.join('\n'))
}

export class PortInUseError extends Error {
  override name = 'PortInUseError'
}

// A port handed out here is bound later, seconds later for an emulator that has to start first. A port
// the OS picked (listen on port 0) comes from its ephemeral range, the range it also gives every
// outgoing connection and every other port-0 listener on the machine; one of those could take the port
// in between, and the service could not bind it. So these ports come from below that range: Linux's
// default starts at 32768 (a machine may move it: read where it says), macOS's and Windows' at 49152.
function spareRange(): { low: number; high: number } {
  let ephemeralLow = 32768
  try {
    ephemeralLow = Number(
      readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
    )
  } catch {
    // not Linux
  }
  const high = Math.min(32767, ephemeralLow - 1)
  return { low: Math.max(1024, Math.min(20000, high - 1000)), high }
}
const SPARE_PORTS = spareRange()
/** handed out by this process and maybe not bound yet: not handed out twice */
const handedOut = new Set<number>()

/** A port that is free right now and that the OS does not hand out by itself (for services and tests). */
export async function freePort(): Promise<number> {
  const { low, high } = SPARE_PORTS
  const size = high - low + 1
  // a random start: test files run side by side, each in its own process with its own `handedOut`
  const start = Math.floor(Math.random() * size)
  for (let i = 0; i < size; i++) {
    const port = low + ((start + i) % size)
    if (handedOut.has(port) || !(await isPortFree(port))) continue
    handedOut.add(port)
    return port
  }
  throw new Error(`No free port between ${low} and ${high}.`)
}

export async function freePorts(): Promise<StackPorts> {
  return {
    web: await freePort(),
    api: await freePort(),
    auth: await freePort(),
    storage: await freePort(),
    mailSmtp: await freePort(),
    mailWeb: await freePort(),
  }
}
