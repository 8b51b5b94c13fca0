// The check-in form: visit day, state found, stars, text, up to three photos, what was found of the event's
// facts and the access. Rules come from domain's checkinFormSchema; the server's field errors show under
// their fields. Offline, a new check-in keeps its photos on the device (the outbox) instead of uploading.
import { Box, CloseButton, HStack, Image, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react'
import { yupResolver } from '@hookform/resolvers/yup'
import { useState, type ReactNode } from 'react'
import { Controller, useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  ACCESS_CODES,
  CHECKIN_PHOTOS_MAX,
  CHECKIN_STATES,
  CHECKIN_TEXT_MAX,
  accessNameOf,
  checkinFormSchema,
  checkinNeedsText,
  todayIso,
  visibleLength,
  normalCheckinFacts,
  type AccessCode,
  type CheckableFact,
  type CheckinFacts,
  type Currency,
  type CheckinPayload,
  type CheckinState,
} from '@travel/domain'
import { FileUpload } from '@/components/media/file-upload'
import { AlertNote } from '@/components/feedback/alert-note'
import { FormActions } from '@/components/form/form-actions'
import { SelectField } from '@/components/form/select-field'
import { DateField } from '@/components/form/date-field'
import { TextareaField } from '@/components/form/textarea-field'
import { fieldErrorText, showServerFieldErrors } from '@/components/form/server-field-errors'
import { useOnline } from '@/hooks/use-online'
import { errorMessage } from '@/lib/api-client'
import type { OutboxPhoto } from '@/lib/offline/checkin-outbox'
import { CheckinFactFields } from './checkin-fact-fields'
import { KeptPhoto } from './kept-photo'
import { LocalPhotoInput } from './local-photo-input'
import { StarRatingInput } from './star-rating-input'

export interface CheckinFormValues {
  visitDate: string
  state: CheckinState
  rating: number | null
  text: string
  photos: string[]
  access: AccessCode
  facts: CheckinFacts
}

interface CheckinFormProps {
  initialValues: CheckinFormValues
  /** the facts "What did you find?" asks about; none leaves it out */
  askedFacts?: readonly CheckableFact[]
  /** it also asks whether the place was open and what a night cost, in this currency at first */
  askedStay?: { currency: Currency } | undefined
  /** photos kept on the device, not uploaded yet (or uploaded, for a check-in not sent yet) */
  initialLocalPhotos?: OutboxPhoto[] | undefined
  /** offline, photos are kept on the device with the check-in (not for an edit of one the server has) */
  keepsOffline?: boolean
  submitLabel: string
  /** throws on failure; field errors go under their fields, the message above the buttons */
  onSubmit: (payload: CheckinPayload, localPhotos: OutboxPhoto[]) => Promise<void>
  onCancel: () => void
}

const FIELDS: readonly (keyof CheckinFormValues)[] = [
  'visitDate',
  'state',
  'rating',
  'text',
  'photos',
  'access',
  'facts',
]
const isField = (name: string): name is keyof CheckinFormValues =>
  (FIELDS as readonly string[]).includes(name)

/** A photo of the form, uploaded or kept on the device, with its remove button in the corner. */
function RemovablePhoto({
  removeLabel,
  onRemove,
  children,
}: {
  removeLabel: string
  onRemove: () => void
  children: ReactNode
}) {
  return (
    <Box position="relative">
      {children}
      <CloseButton
        size="2xs"
        variant="solid"
        position="absolute"
        top="1"
        right="1"
        aria-label={removeLabel}
        onClick={onRemove}
      />
    </Box>
  )
}

export function CheckinForm({
  initialValues,
  askedFacts = [],
  askedStay,
  initialLocalPhotos = [],
  keepsOffline = false,
  submitLabel,
  onSubmit,
  onCancel,
}: CheckinFormProps) {
  const { t, i18n } = useTranslation(['checkins', 'events', 'validation'])
  const online = useOnline()
  const keptOffline = keepsOffline && !online
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [localPhotos, setLocalPhotos] = useState<OutboxPhoto[]>(initialLocalPhotos)
  // a fresh upload slot after each photo, until there are as many as a check-in takes
  const [slot, setSlot] = useState(0)
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<CheckinFormValues>({
    resolver: yupResolver(checkinFormSchema) as unknown as Resolver<CheckinFormValues>,
    defaultValues: initialValues,
  })
  const state = useWatch({ control, name: 'state' })
  const rating = useWatch({ control, name: 'rating' })
  const text = useWatch({ control, name: 'text' })
  const photos = useWatch({ control, name: 'photos' })
  const facts = useWatch({ control, name: 'facts' })

  const message = (error: FieldError | undefined) => fieldErrorText(error, (key) => t(`validation:${key}`))

  const submit = handleSubmit(async (values) => {
    setSubmitError(null)
    try {
      const { facts: answers, ...rest } = values
      const given = normalCheckinFacts(answers)
      await onSubmit({ ...rest, text: values.text ?? '', ...(given ? { facts: given } : {}) }, localPhotos)
    } catch (error) {
      // photos[0] and the like belong to the photos field
      showServerFieldErrors(error, setError, (field) => {
        const name = field.split(/[.[]/)[0] ?? field
        return isField(name) ? name : undefined
      })
      setSubmitError(errorMessage(error))
    }
  })

  const setPhotos = (next: string[]) => setValue('photos', next, { shouldValidate: isSubmitted })
  const number = (value: number) => value.toLocaleString(i18n.language)
  const photoCount = photos.length + localPhotos.length

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="5">
        <Controller
          control={control}
          name="visitDate"
          render={({ field }) => (
            <DateField
              label={t('form.visitDate')}
              error={message(errors.visitDate)}
              required
              max={todayIso()}
              {...field}
            />
          )}
        />

        <chakra.fieldset minW="0">
          <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
            {t('form.state')}
          </chakra.legend>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
            {CHECKIN_STATES.map((value) => (
              <Box
                key={value}
                borderWidth="1px"
                borderRadius="l2"
                p="3"
                borderColor={state === value ? 'brand.solid' : 'border'}
                bg={state === value ? 'brand.subtle' : 'bg'}
              >
                <chakra.label
                  display="flex"
                  gap="2"
                  alignItems="center"
                  fontWeight="semibold"
                  cursor="pointer"
                >
                  <input
                    type="radio"
                    value={value}
                    aria-describedby={`checkin-state-${value}`}
                    {...register('state')}
                  />
                  {t(`state.${value}`)}
                </chakra.label>
                <Text id={`checkin-state-${value}`} fontSize="xs" color="fg.muted" mt="1">
                  {t(`stateHint.${value}`)}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          {errors.state ? (
            <Text color="fg.error" fontSize="xs" fontWeight="medium" mt="1.5">
              {message(errors.state)}
            </Text>
          ) : null}
        </chakra.fieldset>

        <StarRatingInput
          label={t('form.rating')}
          value={rating}
          onChange={(value) => setValue('rating', value, { shouldValidate: isSubmitted })}
          error={message(errors.rating)}
        />

        <TextareaField
          label={checkinNeedsText(state) ? t(`form.textNeeded.${state}`) : t('form.text')}
          error={message(errors.text)}
          hint={t('form.textCounter', {
            used: number(visibleLength(text ?? '')),
            max: number(CHECKIN_TEXT_MAX),
          })}
          required={checkinNeedsText(state)}
          registration={register('text')}
          rows={5}
          resize="vertical"
        />

        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium">
            {t('form.photos', { max: number(CHECKIN_PHOTOS_MAX) })}
          </Text>
          {photos.length ? (
            <HStack gap="3" wrap="wrap">
              {photos.map((url, index) => (
                <RemovablePhoto
                  key={url}
                  removeLabel={t('form.removePhoto', { number: index + 1 })}
                  onRemove={() => setPhotos(getValues('photos').filter((photo) => photo !== url))}
                >
                  <Image
                    src={url}
                    alt={t('form.photoAlt', { number: index + 1 })}
                    htmlWidth={96}
                    htmlHeight={72}
                    width="96px"
                    height="72px"
                    fit="cover"
                    borderRadius="l2"
                  />
                </RemovablePhoto>
              ))}
            </HStack>
          ) : null}
          {localPhotos.length ? (
            <HStack gap="3" wrap="wrap">
              {localPhotos.map((photo, index) => (
                <RemovablePhoto
                  key={`${index}-${photo.name}`}
                  removeLabel={t('form.removePhoto', { number: photos.length + index + 1 })}
                  onRemove={() => setLocalPhotos((kept) => kept.filter((p) => p !== photo))}
                >
                  <KeptPhoto
                    photo={photo}
                    alt={t('form.photoAlt', { number: photos.length + index + 1 })}
                    width={96}
                    height={72}
                  />
                </RemovablePhoto>
              ))}
            </HStack>
          ) : null}
          {photoCount >= CHECKIN_PHOTOS_MAX ? (
            <Text fontSize="sm" color="fg.muted">
              {t('form.photosFull')}
            </Text>
          ) : keptOffline ? (
            <LocalPhotoInput
              key={slot}
              label={t('form.addPhoto')}
              onChosen={(photo) => {
                setLocalPhotos((kept) => [...kept, photo].slice(0, CHECKIN_PHOTOS_MAX - photos.length))
                setSlot((n) => n + 1)
              }}
            />
          ) : (
            <FileUpload
              key={slot}
              kind="checkinPhoto"
              label={t('form.addPhoto')}
              onUploaded={(url) => {
                setPhotos([...getValues('photos'), url].slice(0, CHECKIN_PHOTOS_MAX - localPhotos.length))
                setSlot((n) => n + 1)
              }}
            />
          )}
          {errors.photos ? (
            <Text role="alert" color="fg.error" fontSize="xs">
              {message(errors.photos as FieldError)}
            </Text>
          ) : null}
        </Stack>

        <CheckinFactFields
          facts={askedFacts}
          stay={askedStay !== undefined}
          currency={askedStay?.currency}
          priceError={message(errors.facts?.price?.amount ?? errors.facts?.price?.currency)}
          value={facts}
          onChange={(next) => setValue('facts', next, { shouldValidate: isSubmitted })}
        />

        <SelectField
          label={t('form.access')}
          error={message(errors.access)}
          required
          registration={register('access', { setValueAs: (value: string | number) => Number(value) })}
          options={ACCESS_CODES.map((code) => ({
            value: String(code),
            label: t(`access.${accessNameOf(code)}`),
          }))}
        />

        {keptOffline ? (
          <Text fontSize="sm" color="fg.muted" role="status">
            {t('outbox.offlineHint')}
          </Text>
        ) : null}

        <AlertNote status="error" message={submitError} strong />

        <FormActions
          labels={{ submit: submitLabel, saving: t('form.saving'), cancel: t('form.cancel') }}
          onCancel={onCancel}
          submitting={isSubmitting}
        />
      </Stack>
    </chakra.form>
  )
}
