// The embedded store's private links of one kind (a user's wishlist, a trip): each link by its token and
// the one token each owner has, so that a new link replaces the old one and the old address stops working.

export class EmbeddedShareLinks<T extends { id: string }> {
  readonly #byToken = new Map<string, T>()
  /** owner → its one token */
  readonly #tokenOf = new Map<string, string>()
  readonly #ownerOf: (link: T) => string

  /** `ownerOf` names what a link belongs to: the user for a wishlist, the trip for a trip */
  constructor(ownerOf: (link: T) => string) {
    this.#ownerOf = ownerOf
  }

  /** a copy of the link with this token, or null */
  get(token: string): T | null {
    const link = this.#byToken.get(token)
    return link ? { ...link } : null
  }

  /** a copy of the owner's link, or null */
  of(owner: string): T | null {
    const token = this.#tokenOf.get(owner)
    return token === undefined ? null : this.get(token)
  }

  /** keeps a copy of the link in place of its owner's old one */
  put(link: T) {
    const owner = this.#ownerOf(link)
    this.drop(owner)
    this.#byToken.set(link.id, { ...link })
    this.#tokenOf.set(owner, link.id)
  }

  /** forgets the owner's link; answers whether there was one */
  drop(owner: string): boolean {
    const token = this.#tokenOf.get(owner)
    if (token === undefined) return false
    this.#byToken.delete(token)
    this.#tokenOf.delete(owner)
    return true
  }

  /** every link, for the file */
  all(): T[] {
    return [...this.#byToken.values()]
  }
}
