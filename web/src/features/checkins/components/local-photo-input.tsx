// "Add a photo" offline: the chosen file is checked as an upload would be (type, size, first bytes) and
// kept as bytes for the device's outbox; it is uploaded when the check-in is sent.
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { IMAGE_CONTENT_TYPES } from '@travel/domain'
import type { OutboxPhoto } from '@/lib/offline/checkin-outbox'
import { checkFile, inspectFile } from '@/lib/upload/file-checks'

interface LocalPhotoInputProps {
  label: string
  onChosen(photo: OutboxPhoto): void
}

export function LocalPhotoInput({ label, onChosen }: LocalPhotoInputProps) {
  const { t } = useTranslation('uploads')
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string>()

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    const inspected = checkFile('checkinPhoto', file) ?? (await inspectFile('checkinPhoto', file))
    if (typeof inspected === 'string' || 'problem' in inspected) {
      setProblem(typeof inspected === 'string' ? inspected : inspected.problem)
      if (input.current) input.current.value = ''
      return
    }
    setProblem(undefined)
    onChosen({ name: file.name, type: inspected.contentType, bytes: await file.arrayBuffer(), url: null })
  }

  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <HStack
          gap="3"
          width="100%"
          minW="0"
          css={{
            '&:has(input:focus-visible) button': { outline: '2px solid', outlineColor: 'brand.focusRing' },
          }}
        >
          {/* the page's own button beside it: the native input would speak the browser's language */}
          <Input
            ref={input}
            type="file"
            accept={IMAGE_CONTENT_TYPES.join(',')}
            onChange={(event) => void choose(event)}
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
            onClick={() => input.current?.click()}
          >
            {t('actions.choose')}
          </Button>
          <Text fontSize="sm" color="fg.muted" truncate minW="0">
            {t('noFile')}
          </Text>
        </HStack>
      </Field.Root>
      {problem ? (
        <Text fontSize="sm" color="red.600" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  )
}
