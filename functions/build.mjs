// Bundles the function with esbuild so `@travel/domain` is inlined; npm dependencies stay external and
// are installed by Cloud Build from package.json.
import { build } from 'esbuild'
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies ?? {})

await build({
  // The route file worker is an entry of its own: the function starts it as lib/track-worker.js, beside
  // lib/index.js (functions/src/tracks/track-pool.ts).
  entryPoints: {
    index: new URL('./src/index.ts', import.meta.url).pathname,
    'track-worker': new URL('./src/tracks/track-worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('./lib/', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  metafile: false,
})
// The pages function renders with the web app's server build (docs/rendering.md): a self-contained
// bundle (npm dependencies included), copied beside the function so the deploy uploads it.
const webServerBuild = new URL('../web/dist-server/', import.meta.url)
const copy = new URL('./lib/web/', import.meta.url)
if (
  !existsSync(new URL('entry-server.js', webServerBuild)) ||
  !existsSync(new URL('index.html', webServerBuild))
) {
  throw new Error('web/dist-server is missing: build the web app first (npm run build -w web)')
}
rmSync(copy, { recursive: true, force: true })
cpSync(webServerBuild, copy, { recursive: true, filter: (source) => !source.endsWith('.map') })
console.log('functions/lib/index.js and lib/track-worker.js built, with the web app server build in lib/web/')
