// A page reached only by a private link (a shared wishlist) says so in its <head>, so a search engine that
// comes across the address anyway does not list it (docs/rendering.md). Nothing happens in the browser.
import { useContext } from 'react'
import { ServerPageContext } from '@/rendered-page/server-page'

export function usePageNoIndex(): void {
  useContext(ServerPageContext)?.report({ noindex: true })
}
