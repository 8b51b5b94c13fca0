// The one Chakra UI theme: brand colours and fonts. Components use tokens (brand.*), not ad-hoc colours.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

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

export const system = createSystem(defaultConfig, config)
