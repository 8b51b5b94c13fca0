// What the screens tell the server about the page they render (docs/rendering.md): its title and
// description for <head>, and its status (404 for an address or an event that does not exist). Only the
// server provides this context; in the browser the hooks that report to it do nothing more than before.
import { createContext } from 'react'

export interface PageReport {
  /** the document title, as the browser tab shows it */
  title?: string
  description?: string
  status: number
  /** a page only for those given its address (a private link): kept out of search engines */
  noindex?: boolean
}

export interface ServerPage {
  report(part: Partial<PageReport>): void
}

export const ServerPageContext = createContext<ServerPage | null>(null)

/** A fresh report (status 200 until a screen says otherwise) and the context value that fills it. */
export function serverPageReport(): { report: PageReport; page: ServerPage } {
  const report: PageReport = { status: 200 }
  return { report, page: { report: (part) => Object.assign(report, part) } }
}
