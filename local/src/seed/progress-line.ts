// The seed's progress for `npm start`: on a cold photo cache the first start takes most of a minute, and
// a silent terminal looks hung. In a terminal one line is rewritten in place; in a log (CI, a pipe) a
// line is printed when a stage finishes, so the log stays short.
import type { SeedProgress } from './seed'

export function describeSeedProgress({ accounts, events, checkins, photos, wishlist }: SeedProgress): string {
  const drawn =
    photos.cached > 0
      ? `${photos.drawn} photos drawn, ${photos.cached} from the cache`
      : `${photos.drawn} photos drawn`
  return `  Seeding        accounts ${accounts.done}/${accounts.total}, events ${events.done}/${events.total}, check-ins ${checkins.done}/${checkins.total}, wishlist entries ${wishlist.done}/${wishlist.total} (${drawn})`
}

/** A stage (accounts, events, check-ins, wishlists) has just finished. */
function stageFinished(previous: SeedProgress | null, next: SeedProgress): boolean {
  const finished = (p: { done: number; total: number }) => p.done === p.total
  if (!previous) return false
  return (
    (finished(next.accounts) && !finished(previous.accounts)) ||
    (finished(next.events) && !finished(previous.events)) ||
    (finished(next.checkins) && !finished(previous.checkins)) ||
    (finished(next.wishlist) && !finished(previous.wishlist))
  )
}

/** A progress callback for the seed that writes to `stream`; `done()` ends the rewritten line. */
export function seedProgressLine(stream: NodeJS.WriteStream = process.stdout): {
  update(progress: SeedProgress): void
  done(): void
} {
  let previous: SeedProgress | null = null
  let open = false
  return {
    update(progress) {
      if (stream.isTTY) {
        // \r and "erase line": the line shrinks when the photo counts change wording
        stream.write(`\r\x1b[2K${describeSeedProgress(progress)}`)
        open = true
      } else if (!previous || stageFinished(previous, progress)) {
        stream.write(`${describeSeedProgress(progress)}\n`)
      }
      previous = progress
    },
    done() {
      if (open) stream.write('\n')
      open = false
    },
  }
}
