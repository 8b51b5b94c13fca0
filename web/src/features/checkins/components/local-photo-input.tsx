// "Add a photo" offline: the chosen file is checked as an upload would be (type, size, first bytes) and
// kept as bytes for the device's outbox; it is uploaded when the check-in is sent.
import { Stack, Text } from '@chakra-ui/react'
import { FilePicker } from '@/components/media/file-picker'
import { useRef, useState, type ChangeEvent } from 'react'
import { IMAGE_CONTENT_TYPES } from '@travel/domain'
import type { OutboxPhoto } from '@/lib/offline/checkin-outbox'
import { checkFile, inspectFile } from '@/lib/upload/file-checks'

interface LocalPhotoInputProps {
  label: string
  onChosen(photo: OutboxPhoto): void
}

export function LocalPhotoInput({ label, onChosen }: LocalPhotoInputProps) {
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
      <FilePicker
        label={label}
        accept={IMAGE_CONTENT_TYPES.join(',')}
        onChange={(event) => void choose(event)}
        inputRef={input}
      />
      {problem ? (
        <Text fontSize="sm" color="red.600" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  )
}
