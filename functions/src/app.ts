// The Express app factory: one app for Cloud Functions, the local stack and the HTTP tests.
import cors from 'cors'
import express, { type Express } from 'express'
import helmet from 'helmet'
import type { TokenVerifier } from './http/auth-middleware'
import { errorHandler, notFoundHandler } from './http/errors'

export interface AppConfig {
  /** browser origins allowed by CORS; same-origin requests (Hosting rewrite, Vite proxy) need none */
  corsOrigins: string[]
  /** the Cloud Storage bucket event files must live in */
  bucket: string
}

export interface AppDeps {
  auth: TokenVerifier
  config: AppConfig
  log?: (message: string, err: unknown) => void
}

export const BODY_LIMIT = '100kb'

export function createApp(deps: AppDeps): Express {
  const app = express()
  const log = deps.log ?? ((message, err) => console.error(message, err))
  app.disable('x-powered-by')
  app.set('trust proxy', true)
  app.use(helmet())
  app.use(
    cors({
      origin: (origin, callback) => callback(null, !origin || deps.config.corsOrigins.includes(origin)),
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      maxAge: 600,
    }),
  )
  app.use(express.json({ limit: BODY_LIMIT }))

  const api = express.Router()
  api.get('/health', (_req, res) => {
    res.json({ success: true, data: { status: 'ok' } })
  })
  app.use('/api', api)

  app.use(notFoundHandler)
  app.use(errorHandler(log))
  return app
}
