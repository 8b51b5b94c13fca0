// The trip's name, start date and vehicle: the "New trip" form and the trip page's settings. The domain's
// schema checks it, so its messages are the API's, in the reader's language.
import { Button, Checkbox, Flex, SimpleGrid, Stack, chakra } from '@chakra-ui/react'
import { checkboxSlotRecipe } from '@chakra-ui/react/theme'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { DateField } from '@/components/form/date-field'
import { TextField } from '@/components/form/text-field'
import { errorMessage } from '@/lib/api-client'
import {
  tripBodyOf,
  tripFormErrors,
  type TripFormBody,
  type TripFormField,
  type TripFormValues,
} from '../lib/trip-form-values'

interface TripFormProps {
  initialValues: TripFormValues
  submitLabel: string
  /** `keepVehicle`: the traveller asked to keep the vehicle on their profile for the next trips */
  onSubmit: (body: TripFormBody, keepVehicle: boolean) => Promise<unknown>
  onCancel?: () => void
  /** offers "Keep this vehicle for my next trips" */
  offerKeep?: boolean
}

export function TripForm({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
  offerKeep = false,
}: TripFormProps) {
  const { t } = useTranslation(['trips', 'validation', 'common'])
  const [values, setValues] = useState(initialValues)
  const [keep, setKeep] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<TripFormField, string>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const set = <K extends TripFormField>(field: K, value: TripFormValues[K]) => {
    const next = { ...values, [field]: value }
    setValues(next)
    // after a first try, each field says at once whether it is right now
    if (submitted) setErrors(tripFormErrors(tripBodyOf(next)))
  }
  const message = (field: TripFormField) => {
    const key = errors[field]
    return key ? t(`validation:${key}`) : undefined
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    setFailure(null)
    const body = tripBodyOf(values)
    const found = tripFormErrors(body)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      await onSubmit(body, offerKeep && keep)
    } catch (error) {
      setFailure(errorMessage(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="4">
        <TextField
          label={t('form.name')}
          required
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={message('name')}
          autoComplete="off"
        />
        <DateField
          label={t('form.startDate')}
          value={values.startDate}
          onChange={(value) => set('startDate', value)}
          error={message('startDate')}
          hint={t('form.startDateHint')}
        />
        <chakra.fieldset minW="0">
          <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
            {t('form.vehicle')}
          </chakra.legend>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <TextField
              label={t('form.length')}
              inputMode="decimal"
              value={values.lengthM}
              onChange={(e) => set('lengthM', e.target.value)}
              error={message('lengthM')}
              autoComplete="off"
            />
            <TextField
              label={t('form.height')}
              inputMode="decimal"
              value={values.heightM}
              onChange={(e) => set('heightM', e.target.value)}
              error={message('heightM')}
              autoComplete="off"
            />
          </SimpleGrid>
          <Checkbox.Root
            recipe={checkboxSlotRecipe}
            colorPalette="brand"
            mt="3"
            checked={values.fourByFour}
            onCheckedChange={(e) => set('fourByFour', e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('form.fourByFour')}</Checkbox.Label>
          </Checkbox.Root>
          {offerKeep ? (
            <Checkbox.Root
              recipe={checkboxSlotRecipe}
              colorPalette="brand"
              mt="3"
              display="flex"
              checked={keep}
              onCheckedChange={(e) => setKeep(e.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('form.keepVehicle')}</Checkbox.Label>
            </Checkbox.Root>
          ) : null}
        </chakra.fieldset>
        {failure ? (
          <chakra.p role="alert" fontSize="sm" color="fg.error">
            {failure}
          </chakra.p>
        ) : null}
        <Flex gap="2" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="outline" onClick={onCancel} disabled={saving}>
              {t('common:actions.cancel')}
            </Button>
          ) : null}
        </Flex>
      </Stack>
    </chakra.form>
  )
}
