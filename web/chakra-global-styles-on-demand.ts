// A build step that makes Chakra UI's createSystem leave its global styles (the reset, the global CSS, a
// variable per token: over half its work) until asked, since a server-rendered page already carries them.
// Only the browser's build changes; dev and the server keep Chakra as published (docs/rendering.md).
import type { Plugin } from 'vite'

const SYSTEM_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/

/** The two places of @chakra-ui/react 3.x's createSystem that make and hand out `_global`. */
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];'
const LAZY = 'let globalStyles;'
const HANDED_OUT = '_global,'
const HANDED_OUT_ON_DEMAND =
  'get _global() { return globalStyles ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },'

export function chakraGlobalStylesOnDemand(): Plugin {
  return {
    name: 'travel:chakra-global-styles-on-demand',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null
      // A Chakra release that changed createSystem stops the build rather than shipping unchanged (and
      // slower) or broken code: this step then needs looking at again.
      if (code.split(EAGER).length !== 2 || code.split(HANDED_OUT).length !== 2)
        this.error(`Chakra's createSystem (${id}) no longer makes _global as this step expects`)
      // (map: null keeps the published source map: both changes stay on their lines)
      return { code: code.replace(EAGER, LAZY).replace(HANDED_OUT, HANDED_OUT_ON_DEMAND), map: null }
    },
  }
}
