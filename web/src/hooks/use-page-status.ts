// A screen saying "this does not exist" makes the server answer 404 (docs/rendering.md), so search engines
// drop the address and link previews do not show a broken page. Nothing happens in the browser.
import { useContext } from 'react'
import { ServerPageContext } from '@/rendered-page/server-page'

export function usePageStatus(status: number): void {
  const serverPage = useContext(ServerPageContext)
  serverPage?.report({ status })
}
