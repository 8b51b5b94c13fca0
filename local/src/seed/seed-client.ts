// How the seed talks to the running stack: the API over HTTP with a Bearer ID token, and the Auth
// emulator and the storage server through the Firebase JS SDK, exactly as the web app does.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth'
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage'
import { GPX_CONTENT_TYPE, routeFileDisposition, type ApiResponse } from '@travel/domain'

export interface StackEndpoints {
  /** e.g. http://127.0.0.1:5002 */
  apiUrl: string
  /** host:port of the Auth emulator */
  authHost: string
  /** host:port of the storage server */
  storageHost: string
  projectId: string
  bucket: string
}

export class SeedError extends Error {
  override name = 'SeedError'
}

/** Calls the API and unwraps `{success, data}`; a failure becomes a SeedError naming the call. */
export async function callApi<T>(
  endpoints: StackEndpoints,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { 'Accept-Language': 'en' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(`${endpoints.apiUrl}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  })
  const text = await response.text()
  let parsed: ApiResponse<T> | undefined
  try {
    parsed = JSON.parse(text) as ApiResponse<T>
  } catch {
    parsed = undefined
  }
  if (!parsed || !parsed.success) {
    const detail =
      parsed && !parsed.success
        ? `${parsed.code}: ${parsed.message} ${JSON.stringify(parsed.fields ?? {})}`
        : text.slice(0, 300)
    throw new SeedError(`${method} ${path} answered ${response.status} (${detail})`)
  }
  return parsed.data
}

const SIGN_IN_ATTEMPTS = 3

/** One signed-in Firebase client per demo user (each app instance holds one current user). */
export class UserSession {
  private constructor(
    private readonly app: FirebaseApp,
    private readonly auth: Auth,
    private readonly storage: FirebaseStorage,
    readonly uid: string,
  ) {}

  /**
   * Signs in, again after a moment when the request did not get through: on a machine loaded by other
   * builds a socket to the Auth emulator is now and then reset, which says nothing of the sign-in itself.
   */
  static async signIn(endpoints: StackEndpoints, email: string, password: string): Promise<UserSession> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await UserSession.signInOnce(endpoints, email, password)
      } catch (error) {
        // the code, not the class: the SDK's packages may each bring their own copy of FirebaseError
        const dropped = (error as { code?: unknown } | null)?.code === 'auth/network-request-failed'
        if (!dropped || attempt === SIGN_IN_ATTEMPTS) throw error
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt))
      }
    }
  }

  private static async signInOnce(endpoints: StackEndpoints, email: string, password: string) {
    const app = initializeApp(
      { apiKey: 'demo-api-key', projectId: endpoints.projectId, storageBucket: endpoints.bucket },
      `seed-${email}-${Date.now()}`,
    )
    try {
      const auth = getAuth(app)
      connectAuthEmulator(auth, `http://${endpoints.authHost}`, { disableWarnings: true })
      const storage = getStorage(app)
      const [host = '127.0.0.1', port = '9199'] = endpoints.storageHost.split(':')
      connectStorageEmulator(storage, host, Number(port))
      const credential = await signInWithEmailAndPassword(auth, email, password)
      return new UserSession(app, auth, storage, credential.user.uid)
    } catch (error) {
      await deleteApp(app)
      throw error
    }
  }

  async idToken(): Promise<string> {
    const user = this.auth.currentUser
    if (!user) throw new SeedError('the seed session lost its user')
    return user.getIdToken()
  }

  /** Uploads like the web app does (route files as attachments) and returns the download URL. */
  async upload(path: string, bytes: Uint8Array, contentType: string): Promise<string> {
    const objectRef = ref(this.storage, path)
    const attachment =
      contentType === GPX_CONTENT_TYPE ? { contentDisposition: routeFileDisposition(objectRef.name) } : {}
    await uploadBytes(objectRef, bytes, { contentType, ...attachment })
    return getDownloadURL(objectRef)
  }

  close(): Promise<void> {
    return deleteApp(this.app)
  }
}
