// The page's first script: it starts the app (main.tsx) once the page's own content has arrived.
//
// A server-rendered page is readable before any of the app's code runs (docs/rendering.md). On a slow
// connection the app's code (about 150 KB gzip) and the page's photos share the same few hundred kilobits
// per second; fetched together, each delays the other. So the code is asked for once the page has loaded
// (its HTML, styles and above-the-fold photos), or after START_AT_LATEST_MS if a photo is slow, and the
// reader sees the event or the list first. A page that is only the app's shell (the signed-in pages) has
// nothing to show without the code and starts it at once. BENCHMARKS.md has the effect on Lighthouse.
//
// It imports nothing else, so that it stays a file of its own that the page can run before the app's code
// has even been asked for.

/** A photo that never finishes does not hold the app back longer than this. */
const START_AT_LATEST_MS = 3000

/**
 * A page's first use of Intl (a date or a number formatted) loads the locale data of the browser's
 * internationalisation library: 60 to 180 ms on a phone, and a third or more of evaluating the app's code
 * when it happens there (the app's modules and i18next format with Intl as they load). Done here instead,
 * in a task of its own while the app's code downloads (BENCHMARKS.md, "Chakra's global styles from the
 * page, locale data while the code downloads"). A date format first: a number format after it costs
 * little, where one made first costs more than both.
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
