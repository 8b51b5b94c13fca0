// The page's first script: it starts the app (main.tsx) once the page's own content has arrived, so on a slow
// connection the reader sees the event or list before the code competes with its photos (docs/rendering.md).
// It imports nothing else, so it stays a file of its own the page runs before the app is even asked for.

/** A photo that never finishes does not hold the app back longer than this. */
const START_AT_LATEST_MS = 3000

/**
 * A page's first use of Intl loads the browser's locale data, a large part of evaluating the app's code
 * when it happens there; done here instead, in a task of its own while the code downloads. A date format
 * first: a number format after it costs little, where one made first costs more than both.
 */
function loadLocaleData() {
  new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'medium' }).format(0)
}

let started = false
function start() {
  if (started) return
  started = true
  void import('./main')
  setTimeout(loadLocaleData, 0)
}

// the server's HTML is in #root; the shell's #root is empty
const hasContent = Boolean(document.getElementById('root')?.firstElementChild)
if (!hasContent || document.readyState === 'complete') start()
else {
  // after the frame that shows what has just loaded (the largest photo among it), not in that frame's way
  window.addEventListener('load', () => requestAnimationFrame(() => setTimeout(start, 0)), { once: true })
  // also a tab opened in the background, which draws no frames until it is shown
  setTimeout(start, START_AT_LATEST_MS)
}
