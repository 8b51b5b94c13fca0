// The browser tab names the screen and the site, in the chosen language. Leaving the screen puts the
// site's name back, so a screen without a title of its own never shows the previous one's.
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

export function useDocumentTitle(title?: string): void {
  const { t } = useTranslation()
  const brand = t('common:brand')
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand
    return () => {
      document.title = brand
    }
  }, [title, brand])
}
