// A labelled file input drawn as the page's own button and the chosen file's name: the browser's native
// input would speak the browser's language ("Choose File"), not the page's.
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react'
import type { ChangeEvent, RefObject } from 'react'
import { useTranslation } from 'react-i18next'

export interface FilePickerProps {
  label: string
  accept: string
  onChange(event: ChangeEvent<HTMLInputElement>): void
  /** the input itself, so its owner can clear it and the same file can be chosen again */
  inputRef: RefObject<HTMLInputElement | null>
  /** the chosen file's name; "No file chosen" without one */
  fileName?: string | undefined
  disabled?: boolean
}

export function FilePicker({
  label,
  accept,
  onChange,
  inputRef,
  fileName,
  disabled = false,
}: FilePickerProps) {
  const { t } = useTranslation('uploads')
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <HStack
        gap="3"
        width="100%"
        minW="0"
        // The real input stays focusable for keyboards and screen readers; its focus shows on our button.
        css={{
          '&:has(input:focus-visible) button': { outline: '2px solid', outlineColor: 'brand.focusRing' },
        }}
      >
        <Input
          ref={inputRef}
          type="file"
          accept={accept}
          onChange={onChange}
          position="absolute"
          width="1px"
          height="1px"
          opacity="0"
          overflow="hidden"
        />
        <Button
          size="sm"
          variant="outline"
          aria-hidden="true"
          tabIndex={-1}
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
        >
          {t('actions.choose')}
        </Button>
        {/* wrapped, never cut: on a phone "No file chosen" or a long file name takes a second line */}
        <Text fontSize="sm" color="fg.muted" minW="0" overflowWrap="anywhere">
          {fileName ?? t('noFile')}
        </Text>
      </HStack>
    </Field.Root>
  )
}
