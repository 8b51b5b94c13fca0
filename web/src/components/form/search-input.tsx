// A search field's input with its magnifier, as the header's and the lists' fields share it: a search
// input with the API's length limit, the keyboard's search key and no autofill; each sets its own look.
import { Input, type InputProps } from '@chakra-ui/react'
import type { Ref } from 'react'
import { SEARCH_TEXT_MAX } from '@travel/domain'
import { SearchIcon } from './search-icon'

interface Props extends Omit<InputProps, 'type' | 'value' | 'onChange'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  ref?: Ref<HTMLInputElement>
}

export function SearchInput({ label, value, onValueChange, ...rest }: Props) {
  return (
    <>
      <SearchIcon />
      <Input
        type="search"
        aria-label={label}
        value={value}
        maxLength={SEARCH_TEXT_MAX}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(e) => onValueChange(e.target.value)}
        {...rest}
      />
    </>
  )
}
