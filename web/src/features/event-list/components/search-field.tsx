// The search field above an events list: what is typed narrows the list (after a short pause, or at
// once with Enter), kept in the URL as `?q=` so the search can be shared and undone with Back. A search
// the API would refuse (more than six words, no letters) is explained under the field and not sent.
import { Field } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LuX } from 'react-icons/lu'
import { useLocation, useSearchParams } from 'react-router'
import { parseSearch } from '@travel/domain'
import { InputEndButton } from '@/components/form/input-end-button'
import { SearchForm } from '@/components/form/search-form'
import { useSearchText } from '@/hooks/use-search-text'

/** How long typing pauses before the list follows: short enough to feel live, long enough to not ask per key. */
const SEARCH_DEBOUNCE_MS = 300

export function SearchField() {
  const { t } = useTranslation('events')
  const { text, setText } = useSearchText()
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  // sent by the browser before the app runs: this list's filters stay, its page cursor does not
  const keep = new URLSearchParams(params)
  keep.delete('cursor')
  const [value, setValue] = useState(text)
  const input = useRef<HTMLInputElement>(null)
  // What this field last put in the URL: a URL that differs changed elsewhere (the empty result's
  // "Clear search", Back, the header's search) and the field follows it.
  const sent = useRef(text)
  useEffect(() => {
    if (text === sent.current) return
    sent.current = text
    setValue(text)
  }, [text])

  const parsed = value.trim() ? parseSearch(value) : undefined
  const error = parsed && !parsed.ok ? parsed.error : undefined

  const send = (next: string) => {
    const trimmed = next.trim()
    if (trimmed === sent.current) return
    sent.current = trimmed
    setText(trimmed)
  }

  useEffect(() => {
    if (error) return
    const timer = setTimeout(() => send(value), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
    // `send` reads only refs and the stable setText: the timer depends on what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, error])

  return (
    <SearchForm
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={value}
      onValueChange={setValue}
      onSearch={() => {
        if (!error) send(value)
      }}
      action={pathname}
      keep={keep}
      look={{
        ps: '10',
        pe: '10',
        size: 'lg',
        bg: 'bg',
        // our own clear button, not the browser's, so it looks and reads the same everywhere
        css: { '&::-webkit-search-cancel-button': { display: 'none' } },
      }}
      inputRef={input}
      frame={(field) => (
        <Field.Root invalid={Boolean(error)}>
          {field}
          {error ? <SearchError code={error} /> : null}
        </Field.Root>
      )}
    >
      {value ? (
        <InputEndButton
          label={t('search.clear')}
          onClick={() => {
            setValue('')
            send('')
            input.current?.focus()
          }}
        >
          <LuX />
        </InputEndButton>
      ) : null}
    </SearchForm>
  )
}

/** The validation messages load when the first refusal shows: most readers never type one. */
function SearchError({ code }: { code: string }) {
  const { t, ready } = useTranslation('validation')
  return ready ? <Field.ErrorText>{t(code)}</Field.ErrorText> : null
}
