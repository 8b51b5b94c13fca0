// The browser tab names the screen and the site, in the chosen language; leaving the screen puts the site's
// name back, so no screen shows the previous one's. On the server the same title and the description go
// into the page's <head> (docs/rendering.md).
import { useContext, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ServerPageContext } from '@/rendered-page/server-page'

export function useDocumentTitle(title?: string, description?: string): void {
  const { t } = useTranslation()
  const brand = t('common:brand')
  const full = title ? `${title} | ${brand}` : brand
  const serverPage = useContext(ServerPageContext)
  serverPage?.report(description ? { title: full, description } : { title: full })
  useEffect(() => {
    document.title = full
    return () => {
      document.title = brand
    }
  }, [full, brand])
}
