// The search form of the header and of the lists: a search landmark holding a search input with its
// magnifier (the API's length limit, the keyboard's search key, no autofill), answering Enter in place.
// A list adds its clear button and its field's error around the input; each caller sets the look.
import { Box, Input, type BoxProps, type InputProps } from '@chakra-ui/react'
import type { ReactNode, Ref } from 'react'
import { LuSearch } from 'react-icons/lu'
import { SEARCH_TEXT_MAX } from '@travel/domain'

interface Props {
  label: string
  placeholder: string
  value: string
  onValueChange: (value: string) => void
  /** Enter, or the keyboard's search key */
  onSearch: () => void
  /** where the form stands in its layout */
  layout?: BoxProps
  /** the input's look: its padding leaves room for the magnifier (about 9–10 units) and `children` */
  look?: Omit<InputProps, 'type' | 'value' | 'onChange'>
  inputRef?: Ref<HTMLInputElement>
  /** what stands over the input beside the magnifier (a clear button) */
  children?: ReactNode
  /** wraps the input and what stands over it (a field with its error) */
  frame?: (input: ReactNode) => ReactNode
}

export function SearchForm({
  label,
  placeholder,
  value,
  onValueChange,
  onSearch,
  layout,
  look,
  inputRef,
  children,
  frame,
}: Props) {
  const input = (
    <Box position="relative" w="full">
      <Box
        position="absolute"
        insetStart="3"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        pointerEvents="none"
        aria-hidden="true"
        // above the input, which paints its own background over what comes before it
        zIndex="1"
      >
        <LuSearch />
      </Box>
      <Input
        ref={inputRef}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        maxLength={SEARCH_TEXT_MAX}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(e) => onValueChange(e.target.value)}
        {...look}
      />
      {children}
    </Box>
  )
  return (
    <Box
      as="form"
      role="search"
      aria-label={label}
      {...layout}
      onSubmit={(e) => {
        e.preventDefault()
        onSearch()
      }}
    >
      {frame ? frame(input) : input}
    </Box>
  )
}
