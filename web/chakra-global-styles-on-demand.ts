// A build step that makes Chakra UI's createSystem leave its global styles until something asks for them.
//
// createSystem turns the whole theme into CSS objects at once: the reset, the global styles and one CSS
// variable per token (`_global`). That is over half of the function's time, the largest single task of a
// phone's start (BENCHMARKS.md, "Chakra's global styles from the page, locale data while the code
// downloads"). A page the server rendered already carries those styles, so its browser never needs them
// (`pageSystem`, src/app/theme.ts); a page the browser draws itself asks for them when <ChakraProvider>
// renders, as before.
//
// Only the browser's build is changed. The dev server's pre-bundled Chakra and the server's build keep
// Chakra as it is published; they behave the same, only sooner.
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
