// The search form of the header and of the lists: a search landmark with a search input and magnifier,
// answering Enter in place; a real GET form to the list's address (`?q=`, the other parameters hidden),
// so a search sent before the app runs opens the server's results. Callers add a clear button and a look.
import { Box, Input, type BoxProps, type InputProps } from '@chakra-ui/react'
import { useRef, type ReactNode, type RefObject } from 'react'
import { LuSearch } from 'react-icons/lu'
import { SEARCH_TEXT_MAX } from '@travel/domain'
import { SEARCH_PARAM } from '@/config/paths'
import { useTypedBeforeHydration } from '@/hooks/use-typed-before-hydration'

interface Props {
  label: string
  placeholder: string
  value: string
  onValueChange: (value: string) => void
  /** Enter, or the keyboard's search key */
  onSearch: () => void
  /** the address the browser sends the form to before the app runs: the list that shows the results */
  action: string
  /** the address's other parameters, sent along as hidden fields (the page's language, the filters) */
  keep?: URLSearchParams
  /** where the form stands in its layout */
  layout?: BoxProps
  /** the input's look: its padding leaves room for the magnifier (about 9–10 units) and `children` */
  look?: Omit<InputProps, 'type' | 'value' | 'onChange'>
  inputRef?: RefObject<HTMLInputElement | null>
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
  action,
  keep,
  layout,
  look,
  inputRef,
  children,
  frame,
}: Props) {
  const ownRef = useRef<HTMLInputElement>(null)
  const ref = inputRef ?? ownRef
  useTypedBeforeHydration(ref, value, onValueChange)
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
        ref={ref}
        type="search"
        name={SEARCH_PARAM}
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
      {...{ method: 'get', action }}
      {...layout}
      onSubmit={(e) => {
        e.preventDefault()
        onSearch()
      }}
    >
      {[...(keep ?? [])]
        .filter(([name]) => name !== SEARCH_PARAM)
        .map(([name, kept], i) => (
          <input key={`${name}-${i}`} type="hidden" name={name} value={kept} />
        ))}
      {frame ? frame(input) : input}
    </Box>
  )
}
