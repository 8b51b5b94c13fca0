// Who is asking: the services decide ownership by it. The API's auth middleware builds it from a verified
// ID token only, never from a body or a parameter (docs/architecture.md).
export interface Caller {
  uid: string
  email: string | undefined
  name: string | undefined
  picture: string | undefined
}
