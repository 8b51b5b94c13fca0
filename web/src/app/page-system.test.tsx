// A page the server rendered already holds Chakra's global styles; the app's start must not make or insert
// them again (theme.ts, pageSystem). A page the browser draws itself must still get them.
import { Button, ChakraProvider } from '@chakra-ui/react'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { pageSystem } from './theme'

const TOKEN_VARIABLE = '--chakra-colors-brand-500'

/** The <style> elements, other than the server's, that define the theme's token variables (Emotion writes
 * one element per rule outside a production build). */
function insertedGlobalStyles(): HTMLStyleElement[] {
  return [...document.querySelectorAll<HTMLStyleElement>('style:not([data-server-styles])')].filter((style) =>
    (style.textContent ?? '').includes(`${TOKEN_VARIABLE}:`),
  )
}

function renderPage() {
  render(
    <ChakraProvider value={pageSystem()}>
      <Button colorPalette="brand">Publish</Button>
    </ChakraProvider>,
  )
}

afterEach(() => {
  document.head.querySelectorAll('style[data-server-styles]').forEach((style) => style.remove())
})

describe("Chakra's system for the page", () => {
  it('inserts the global styles (reset, token variables) on a page the browser draws itself', () => {
    renderPage()
    expect(insertedGlobalStyles()).toHaveLength(1)
  })

  it('inserts none on a page that came with them from the server, and still styles its components', () => {
    const serverStyles = document.createElement('style')
    serverStyles.setAttribute('data-server-styles', 'css-global 1abc')
    serverStyles.textContent = `:root { ${TOKEN_VARIABLE}: #2f5d3a; }`
    document.head.append(serverStyles)

    renderPage()

    expect(insertedGlobalStyles()).toHaveLength(0)
    expect(pageSystem()._global).toEqual([])
    // the button's recipe still resolves through the system: its class carries the brand's colour
    const button = screen.getByRole('button', { name: 'Publish' })
    const buttonCss = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n')
    expect(button.className).toMatch(/css-/)
    expect(buttonCss).toContain('var(--chakra-colors-color-palette-solid)')
  })
})
