// A "back to top" button for long lists, shown once the page has scrolled more than 400 px.
import { IconButton } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FaArrowUp } from 'react-icons/fa'

const SCROLL_TOP_THRESHOLD = 400

export function ScrollToTop() {
  const { t } = useTranslation('events')
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  if (!visible) return null
  return (
    <IconButton
      aria-label={t('list.scrollTop')}
      title={t('list.scrollTop')}
      position="fixed"
      bottom={{ base: '4', md: '8' }}
      right={{ base: '4', md: '8' }}
      zIndex="sticky"
      borderRadius="full"
      colorPalette="brand"
      boxShadow="lg"
      onClick={() => {
        const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
      }}
    >
      <FaArrowUp aria-hidden="true" />
    </IconButton>
  )
}
