import { existsSync, readFileSync } from 'node:fs'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { assertPortsFree, freePort, freePorts, portsFromEnv } from '../src/ports'

const servers: net.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
})

describe('ports of the local stack', () => {
  it('uses the documented defaults and lets each be moved by its variable', () => {
    expect(portsFromEnv({})).toEqual({
      web: 5173,
      api: 5002,
      auth: 9099,
      storage: 9199,
      mailSmtp: 1025,
      mailWeb: 1080,
    })
    expect(portsFromEnv({ MAIL_WEB_PORT: '7080' }).mailWeb).toBe(7080)
    expect(portsFromEnv({ WEB_PORT: '3000' }).web).toBe(3000)
    expect(() => portsFromEnv({ API_PORT: 'eighty' })).toThrow('API_PORT=eighty is not a port number')
  })

  it('names a busy port and the variable that changes it', async () => {
    const ports = await freePorts()
    const server = net.createServer()
    servers.push(server)
    await new Promise<void>((r) => server.listen(ports.web, '127.0.0.1', () => r()))
    await expect(assertPortsFree(ports)).rejects.toThrow(
      `Port ${ports.web} (the web app) is already in use. Stop what uses it, or choose another port: WEB_PORT=<port> npm start`,
    )
  })

  it('says nothing when every port is free', async () => {
    await expect(assertPortsFree(await freePorts())).resolves.toBeUndefined()
  })

  // Linux names the range it gives outgoing connections; elsewhere there is nothing to compare with
  const RANGE_FILE = '/proc/sys/net/ipv4/ip_local_port_range'
  it.skipIf(!existsSync(RANGE_FILE))(
    'hands out distinct ports that no outgoing connection can take before they are bound',
    async () => {
      // none of them is bound yet: each is still handed out once only
      const ports = [...Object.values(await freePorts()), await freePort(), await freePort()]
      expect(new Set(ports).size).toBe(ports.length)
      const [ephemeralLow] = readFileSync(RANGE_FILE, 'utf8').split(/\s+/)
      for (const port of ports) expect(port).toBeLessThan(Number(ephemeralLow))
    },
  )
})
