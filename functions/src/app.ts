// The Express app factory: one app for Cloud Functions, the local stack and the HTTP tests.
// Routes -> services -> the Store port; which adapter (Firestore or embedded) is the caller's choice.
import cors from 'cors'
import express, { type Express } from 'express'
import helmet from 'helmet'
import type { FileStore } from './files/file-store'
import type { TokenVerifier } from './http/auth-middleware'
import { authRouter } from './http/auth-routes'
import { errorHandler, notFoundHandler } from './http/error-handler'
import { checkinsOfCallerRouter, checkinsRouter } from './http/checkins-routes'
import { eventsRouter } from './http/events-routes'
import { eventUrlOf } from './http/export-routes'
import { noticesRouter, unsubscribeRouter } from './http/notices-routes'
import { historyRouter } from './http/history-routes'
import { eventSuggestionsRouter, suggestionsRouter } from './http/suggestions-routes'
import { readJsonBody } from './http/json-body'
import { moderationRouter } from './http/moderation-routes'
import { eventDuplicatesRouter, mergeQueueRouter } from './http/merges-routes'
import { reportsRouter } from './http/reports-routes'
import { sharedListsRouter, shareRouter } from './http/shared-lists-routes'
import { eventTripRouter, sharedTripsRouter, tripsRouter } from './http/trips-routes'
import { exportLanguage } from './http/export-routes'
import { userRouter } from './http/user-routes'
import { wishlistRouter } from './http/wishlist-routes'
import type { AccountAdmin } from './services/account-admin'
import { createServices } from './services'
import type { Store } from './store/port'

export type { TokenVerifier }

export interface AppConfig {
  /** browser origins allowed by CORS; same-origin requests (Hosting rewrite, Vite proxy) need none */
  corsOrigins: string[]
  /** the Cloud Storage bucket event files must live in */
  bucket: string
  /**
   * origins whose download URLs are accepted as files: FIREBASE_STORAGE_ORIGIN in production, the local
   * storage server's own origin in the local stack and the tests
   */
  storageOrigins: string[]
  /**
   * the site's public origin (SITE_ORIGIN), for the event pages exported GPS files link to; without it
   * they link to paths on the site
   */
  siteOrigin?: string
}

export interface AppDeps {
  /** firebase-admin Auth (or anything as capable): token checks and account operations */
  auth: TokenVerifier & AccountAdmin
  store: Store
  files: FileStore
  config: AppConfig
  log?: (message: string, err: unknown) => void
}

export function createApp(deps: AppDeps): Express {
  const app = express()
  const log = deps.log ?? ((message, err) => console.error(message, err))
  app.disable('x-powered-by')
  app.set('trust proxy', true)
  app.use(helmet())
  // Every answer depends on the Origin it was asked from (CORS headers for an allowed one, none for the
  // rest), refused ones included, so a shared cache must never serve one origin's answer to another.
  app.use((_req, res, next) => {
    res.vary('Origin')
    next()
  })
  app.use(
    cors({
      origin: (origin, callback) => callback(null, !origin || deps.config.corsOrigins.includes(origin)),
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      maxAge: 600,
    }),
  )
  app.use(readJsonBody())

  const { auth, store, files, config } = deps
  const storage = { bucket: config.bucket, origins: config.storageOrigins }
  // Links in e-mails lead to the site: its origin when deployed, the web app's locally.
  const site = config.siteOrigin ?? config.corsOrigins[0] ?? ''
  const services = createServices({ accounts: auth, store, files, storage, site })
  const { accounts, events, wishlist, checkins, exports, myData, sharedLists, moderation } = services
  const { history, suggestions, notices, trips, merges } = services
  const eventUrl = eventUrlOf(config.siteOrigin)

  const api = express.Router()
  api.get('/health', (_req, res) => {
    res.json({ success: true, data: { status: 'ok' } })
  })
  // ?lang= names the answer's language on every route, refusals included, as Accept-Language does
  api.use(exportLanguage)
  api.use('/events/:eventId/checkins', checkinsRouter({ auth, checkins, storage }))
  api.use('/events/:eventId/history', historyRouter({ auth, history }))
  api.use('/events/:eventId/suggestions', eventSuggestionsRouter({ auth, suggestions }))
  api.use('/events/:eventId/trip', eventTripRouter({ auth, trips }))
  api.use('/suggestions', suggestionsRouter({ auth, suggestions }))
  api.use('/events/:eventId/duplicates', eventDuplicatesRouter({ auth, merges }))
  api.use('/events', eventsRouter({ auth, events, storage, exports, eventUrl, merges }))
  api.use('/auth', authRouter({ auth, accounts, moderation, notices }))
  api.use('/user/checkins', checkinsOfCallerRouter({ auth, checkins }))
  api.use('/user/notices', noticesRouter({ auth, notices }))
  api.use('/notices/unsubscribe', unsubscribeRouter({ notices }))
  api.use('/user', userRouter({ auth, accounts, myData, moderation }))
  api.use('/reports', reportsRouter({ auth, moderation }))
  api.use('/moderation/merges', mergeQueueRouter({ auth, merges }))
  api.use('/moderation', moderationRouter({ auth, moderation }))
  // Before /wishlist, whose /:userId and /:id would take "share" for an id.
  api.use('/wishlist/share', shareRouter({ auth, sharedLists }))
  api.use('/wishlist', wishlistRouter({ auth, wishlist, exports, eventUrl }))
  api.use('/shared-lists', sharedListsRouter({ sharedLists, exports, eventUrl }))
  api.use('/trips', tripsRouter({ auth, trips, eventUrl }))
  api.use('/shared-trips', sharedTripsRouter({ trips, eventUrl }))
  app.use('/api', api)

  app.use(notFoundHandler)
  app.use(errorHandler(log))
  return app
}
