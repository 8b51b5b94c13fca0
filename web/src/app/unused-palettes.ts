// Chakra's colour palettes the app never names: the theme drops them at start-up (theme.ts), and the
// browser's build leaves them out of the code (chakra-light-colors.ts).

/**
 * Colour palettes the app never names (as colorPalette, a token such as teal.500, or an Alert status:
 * info blue, success green, warning orange, error red). Each palette is 18 CSS variables the system
 * would build at start-up and put on every page (about a fifth of createSystem's time).
 */
export const UNUSED_PALETTES: readonly string[] = ['yellow', 'teal', 'cyan', 'purple', 'pink']
