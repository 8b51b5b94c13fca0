// A calendar day in the page's language ("29. 11. 2026", "29/11/2026"), not the browser's "mm/dd/yyyy".
// The form keeps the ISO day; a text naming none is passed on as typed, for the form's rules to refuse.
// A button beside it opens the browser's calendar, for those who would rather pick than type.
import { chakra, Input } from '@chakra-ui/react'
import { useRef, useState, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { TbCalendar } from 'react-icons/tb'
import { isIsoDate, todayIso } from '@travel/domain'
import { formatDateText, parseDateText } from '@/utils/date-text'
import { FormField, splitFieldProps, type FormFieldProps } from './form-field'
import { InputEndButton } from './input-end-button'

export interface DateFieldProps extends FormFieldProps {
  /** the ISO day, or the text as typed while it names none */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  name?: string
  ref?: Ref<HTMLInputElement>
  /** the latest day the calendar offers (the form's rules check it too) */
  max?: string
}

export function DateField(props: DateFieldProps) {
  const [field, { value, onChange, onBlur, name, ref, max }] = splitFieldProps(props)
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const [text, setText] = useState(() => formatDateText(value, language))
  const picker = useRef<HTMLInputElement>(null)

  // The form's value changed from elsewhere (a reset, the calendar) or the language did: the text follows.
  const [seen, setSeen] = useState({ value, language })
  if (seen.value !== value || seen.language !== language) {
    setSeen({ value, language })
    const typed = parseDateText(text) ?? text.trim()
    if (typed !== value || seen.language !== language) setText(formatDateText(value, language))
  }

  return (
    <FormField
      {...field}
      hint={field.hint ?? t('dateField.hint', { example: formatDateText(todayIso(), language) })}
    >
      <chakra.div position="relative" w="full">
        <Input
          ref={ref}
          name={name}
          type="text"
          autoComplete="off"
          pe="10"
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            onChange(parseDateText(e.target.value) ?? e.target.value.trim())
          }}
          onBlur={() => {
            const day = parseDateText(text)
            if (day) setText(formatDateText(day, language))
            onBlur?.()
          }}
        />
        <InputEndButton label={t('dateField.calendar')} onClick={() => picker.current?.showPicker?.()}>
          <TbCalendar />
        </InputEndButton>
        {/* the browser's calendar, opened by the button; out of sight and out of the reading order */}
        <chakra.input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          value={isIsoDate(value) ? value : ''}
          max={max}
          onChange={(e) => {
            if (!isIsoDate(e.target.value)) return
            setText(formatDateText(e.target.value, language))
            onChange(e.target.value)
          }}
          position="absolute"
          insetEnd="0"
          bottom="0"
          w="1px"
          h="1px"
          opacity="0"
          pointerEvents="none"
        />
      </chakra.div>
    </FormField>
  )
}
