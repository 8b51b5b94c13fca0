// EN / SK switch in the header. The choice is remembered (i18n changeLanguage) and overrides the
// browser's language on the next visit. An address that names its language (?lang=sk, a shared link)
// names the new one from then on, so reloading or sharing it keeps the reader's choice.
import { Button, Group } from '@chakra-ui/react'
import { LANGUAGE_PARAM, LANGUAGES, type Language } from '@travel/domain'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { changeLanguage, currentLanguage } from '@/i18n'

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const active = currentLanguage(i18n)
  const choose = (lang: Language) => {
    if (params.has(LANGUAGE_PARAM)) {
      const next = new URLSearchParams(params)
      next.set(LANGUAGE_PARAM, lang)
      setParams(next, { replace: true, preventScrollReset: true })
    }
    void changeLanguage(lang)
  }
  return (
    <Group role="group" aria-label={t('language.label')} attached>
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          size="xs"
          lang={lang}
          // the visible code first, so the name a speech-control user says ("EN") is the name the
          // button has (WCAG 2.5.3, Label in Name); the language's own name follows for screen readers
          aria-label={`${lang.toUpperCase()} (${t(`language.${lang}`)})`}
          aria-pressed={active === lang}
          variant={active === lang ? 'solid' : 'outline'}
          colorPalette="brand"
          bg={active === lang ? undefined : 'bg'}
          onClick={() => choose(lang)}
        >
          {lang.toUpperCase()}
        </Button>
      ))}
    </Group>
  )
}
