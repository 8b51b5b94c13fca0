// EN / SK switch in the header. The choice is remembered (i18n changeLanguage) and overrides the
// browser's language on the next visit.
import { Button, Group } from '@chakra-ui/react'
import { LANGUAGES } from '@travel/domain'
import { useTranslation } from 'react-i18next'
import { changeLanguage, currentLanguage } from '@/i18n'

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const active = currentLanguage(i18n)
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
          onClick={() => void changeLanguage(lang)}
        >
          {lang.toUpperCase()}
        </Button>
      ))}
    </Group>
  )
}
