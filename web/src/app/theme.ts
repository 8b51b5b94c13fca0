// The one Chakra UI theme: brand colours and fonts; components use tokens (brand.*), not ad-hoc colours.
// Only the recipes of the components the app renders, not `defaultConfig`'s all, which every page would
// carry: a newly used component needs its recipe added below (theme.test.tsx checks; docs/screens.md).
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react'
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import { pageHasServerGlobalStyles } from '@/rendered-page/server-rendered'
import { UNUSED_PALETTES } from './unused-palettes'

/**
 * The default theme of Chakra UI with the recipes the app uses, keyed as the components look them up. Those
 * of what only lazily loaded code renders (dialogs, the drawer, avatars, progress bars, text areas) are not
 * here: each such component is given its recipe where it is rendered (`recipe={dialogSlotRecipe}`).
 */
const usedRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
}
const usedSlotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
}

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T
}

/**
 * The site has one colour scheme, the light one: nothing ever sets Chakra's dark mode. Each semantic token
 * keeps its light value only, so the system makes no dark variables at start-up and no page carries their
 * CSS in its inline styles.
 */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens
  const entries = Object.entries(tokens).map(([key, value]: [string, unknown]) => {
    if (key === 'value' && typeof value === 'object' && value !== null && '_light' in value)
      return [key, (value as { _light: unknown })._light]
    return [key, lightOnly(value)]
  })
  return Object.fromEntries(entries) as T
}

const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: withoutUnusedPalettes(semanticTokens.colors ?? {}),
    }),
    recipes: usedRecipes,
    slotRecipes: usedSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
})

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef5ef' },
          100: { value: '#d4e6d7' },
          200: { value: '#a9cdb0' },
          300: { value: '#7db388' },
          400: { value: '#4f9161' },
          500: { value: '#2f5d3a' },
          600: { value: '#284f31' },
          700: { value: '#1f3e27' },
          800: { value: '#172e1d' },
          900: { value: '#0e1d12' },
        },
        sand: {
          400: { value: '#f2c14e' },
          500: { value: '#e0a82e' },
        },
      },
      fonts: {
        heading: { value: "'Trebuchet MS', 'Segoe UI', system-ui, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.600}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.400}' },
        },
      },
    },
  },
})

let system: SystemContext | undefined

/**
 * The app's Chakra system, made on first use. Making it is the largest single piece of work of the app's
 * start (tokens, CSS variables, global styles: about a third of evaluating the app's code), so the browser's
 * start (main.tsx) calls this in a task of its own rather than as the code is evaluated.
 */
export function appSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, themeConfig, config)
  return system
}

let pageSystemWithoutGlobalStyles: SystemContext | undefined

/**
 * The system <ChakraProvider> gets on this page: without global styles where the server rendered them
 * already, so the browser never makes them (docs/rendering.md). The system is the prototype, so all else
 * reads through to it; a copy made by spreading would read `_global`, and make the styles.
 */
export function pageSystem(): SystemContext {
  if (!pageHasServerGlobalStyles()) return appSystem()
  pageSystemWithoutGlobalStyles ??= Object.create(appSystem(), {
    _global: { value: [] },
  }) as SystemContext
  return pageSystemWithoutGlobalStyles
}
