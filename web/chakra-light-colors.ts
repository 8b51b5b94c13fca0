// A build step that leaves out of the browser's code the colour values the app's theme drops at start-up
// (src/app/theme.ts): every semantic token's dark value and the palettes the app never names. Dev, the
// server and the tests keep Chakra as published; the system each makes is the same (docs/rendering.md).
import type { Plugin } from 'vite'
import { UNUSED_PALETTES } from './src/app/unused-palettes.ts'

const THEME = /\/@chakra-ui\/react\/dist\/esm\/theme\/(tokens\/colors|semantic-tokens\/(colors|shadows))\.js$/
const PALETTE_FILES = /\/(tokens|semantic-tokens)\/colors\.js$/

/** `value: { _light: "…", _dark: "…" }`, as @chakra-ui/react 3.x writes every semantic token. */
const LIGHT_AND_DARK = /\{\s*_light: ("[^"]*"),\s*_dark: "[^"]*"\s*\}/g

/** A top-level palette of the token files: `  teal: {` up to its closing `  },` at the same depth. */
const palette = (name: string) => new RegExp(`^  ${name}: \\{\\n(?:.*\\n)*?  \\},?\\n`, 'm')

export function chakraLightColors(): Plugin {
  return {
    name: 'travel:chakra-light-colors',
    apply: 'build',
    transform(code, id) {
      if (!THEME.test(id)) return null
      // A Chakra release that writes these files otherwise stops the build rather than shipping them whole
      // (or broken): this step then needs looking at again.
      const darkValues = code.split('_dark').length - 1
      let out = code.replace(LIGHT_AND_DARK, '$1')
      if (out.includes('_dark') || (darkValues === 0 && !PALETTE_FILES.test(id)))
        this.error(`Chakra's ${id} no longer gives its tokens' light and dark values as this step expects`)
      if (PALETTE_FILES.test(id)) {
        for (const name of UNUSED_PALETTES) {
          if (!palette(name).test(out)) this.error(`Chakra's ${id} no longer has the ${name} palette`)
          out = out.replace(palette(name), '')
        }
      }
      return { code: out, map: null }
    },
  }
}
