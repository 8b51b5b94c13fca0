// Ports of the local stack; each can be moved with an environment variable.
import net from 'node:net'

export interface StackPorts {
  web: number
  api: number
  auth: number
  storage: number
}

export const PORT_VARIABLES: Record<keyof StackPorts, string> = {
  web: 'WEB_PORT',
  api: 'API_PORT',
  auth: 'AUTH_PORT',
  storage: 'STORAGE_PORT',
}

const DEFAULT_PORTS: StackPorts = { web: 5173, api: 5002, auth: 9099, storage: 9199 }

const PORT_ROLES: Record<keyof StackPorts, string> = {
  web: 'the web app',
  api: 'the API',
  auth: 'the Auth emulator',
  storage: 'the storage server',
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

/** A port the OS says is free right now (for tests that start their own stack). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

export async function freePorts(): Promise<StackPorts> {
  return { web: await freePort(), api: await freePort(), auth: await freePort(), storage: await freePort() }
}
