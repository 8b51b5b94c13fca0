// The header's search (wide screens): searches every event, on the home page's list (`/?q=`), from any
// screen. Lists have their own field for narrowing what they show; this one is the way in from elsewhere,
// so on the home page, whose list field does exactly the same, it steps aside rather than show twice.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { LANGUAGE_PARAM } from '@travel/domain'
import { SearchForm } from '@/components/form/search-form'
import { paths } from '@/config/paths'

export function HeaderSearch() {
  const { pathname } = useLocation()
  if (pathname === paths.home) return null
  // A new page starts with an empty field: what was searched is now in the list's own field.
  return <HeaderSearchForm key={pathname} />
}

function HeaderSearchForm() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [value, setValue] = useState('')
  // before the app runs the browser sends the form to the home page's list, in the page's language
  const [params] = useSearchParams()
  const language = params.get(LANGUAGE_PARAM)
  const keep = new URLSearchParams(language ? { [LANGUAGE_PARAM]: language } : {})

  return (
    <SearchForm
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={value}
      onValueChange={setValue}
      onSearch={() => navigate(value.trim() ? paths.search(value.trim()) : paths.home)}
      action={paths.home}
      keep={keep}
      layout={{ flex: '1', maxW: 'xs', ms: '4', display: { base: 'none', lg: 'block' } }}
      look={{
        size: 'sm',
        ps: '9',
        bg: 'white',
        color: 'gray.900',
        borderColor: 'transparent',
        rounded: 'full',
        _placeholder: { color: 'gray.600' },
        focusRingColor: 'sand.400',
      }}
    />
  )
}
