// Serves the same Express app as the Cloud Function, with firebase-admin pointed at the Auth emulator.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { createApp } from '../../functions/src/app'
import { PROJECT_ID } from './auth-emulator'

export interface ApiServer {
  url: string
  stop(): Promise<void>
}

export async function startApiServer({
  port,
  bucket,
  corsOrigins,
}: {
  port: number
  dataDir: string
  bucket: string
  corsOrigins: string[]
}): Promise<ApiServer> {
  const adminApp = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID })
  const auth = getAuth(adminApp)
  const app = createApp({
    auth: { verifyIdToken: (token) => auth.verifyIdToken(token) },
    config: { corsOrigins, bucket },
  })
  const server = http.createServer(app)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actual}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
