// The owner's note on a stop, and a free point's name: a small form under the stop's controls. The API
// checks both (lengths, characters) and its refusal is shown in the reader's language.
import { Button, Flex, Stack, chakra } from '@chakra-ui/react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { STOP_NAME_MAX, STOP_NOTE_MAX, type TripStopDto } from '@travel/domain'
import { TextField } from '@/components/form/text-field'
import { TextareaField } from '@/components/form/textarea-field'
import { errorMessage } from '@/lib/api-client'

export interface StopEdit {
  note: string
  /** a free point's name; an event stop is named by its event */
  name?: string
}

interface StopEditFormProps {
  stop: TripStopDto
  onSave: (edit: StopEdit) => Promise<unknown>
  onDone: () => void
}

export function StopEditForm({ stop, onSave, onDone }: StopEditFormProps) {
  const { t } = useTranslation(['trips', 'common'])
  const [note, setNote] = useState(stop.note)
  const [name, setName] = useState(stop.kind === 'point' ? stop.name : '')
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSaving(true)
    setFailure(null)
    try {
      await onSave(stop.kind === 'point' ? { note, name } : { note })
      onDone()
    } catch (error) {
      setFailure(errorMessage(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate mt="2">
      <Stack gap="3">
        {stop.kind === 'point' ? (
          <TextField
            label={t('point.name')}
            required
            value={name}
            maxLength={STOP_NAME_MAX}
            onChange={(e) => setName(e.target.value)}
            autoComplete="off"
          />
        ) : null}
        <TextareaField
          label={t('stop.note')}
          hint={t('stop.noteHint')}
          value={note}
          maxLength={STOP_NOTE_MAX}
          rows={3}
          onChange={(e) => setNote(e.target.value)}
          error={failure ?? undefined}
        />
        <Flex gap="2">
          <Button type="submit" size="sm" colorPalette="brand" loading={saving}>
            {t('stop.save')}
          </Button>
          <Button size="sm" variant="outline" onClick={onDone} disabled={saving}>
            {t('common:actions.cancel')}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  )
}
