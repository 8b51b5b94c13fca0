// What the API's routers are made of: the token verifier and the services; a router takes by name the
// few it uses, so its signature says what it depends on without spelling out each service's type.
import type { Services } from '../services'
import type { TokenVerifier } from './auth-middleware'

export type RouteDeps = Services & { auth: TokenVerifier }
