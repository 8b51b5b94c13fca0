// The add/edit form (docs/screens.md), and the same form for suggesting an edit of someone else's event
// (no files or date, a required reason). Rules come from domain's eventFormSchema through the resolver;
// this adds what only a form can do: section-dependent fields, the coordinates check, the uploads.
import { Box, HStack, Image, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react'
import { yupResolver } from '@hookform/resolvers/yup'
import { useMemo, useState } from 'react'
import { Controller, useForm, useWatch, type FieldError, type Path, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  ACCESS_NAMES,
  LANGUAGES,
  CHANGE_REASON_MAX,
  MAIN_SECTIONS,
  coordinatesWarning,
  emptyAmenityForm,
  eventFormSchema,
  hasSubsections,
  isMainSection,
  otherLanguage,
  sectionTakesCoordinates,
  subsectionsOf,
  todayIso,
  type EventFormValues,
  type Language,
} from '@travel/domain'
import { FileUpload } from '@/components/media/file-upload'
import { AlertNote } from '@/components/feedback/alert-note'
import { FormActions } from '@/components/form/form-actions'
import { SelectField } from '@/components/form/select-field'
import { DateField } from '@/components/form/date-field'
import { TextField } from '@/components/form/text-field'
import { TextareaField } from '@/components/form/textarea-field'
import { fieldErrorText, showServerFieldErrors } from '@/components/form/server-field-errors'
import { ApiError, errorMessage } from '@/lib/api-client'
import { AmenityFields } from './amenity-fields'
import { countryOptions, mainSectionLabel, subSectionLabel } from '@/utils/labels'

/** The form's default language: the screen's. */
function screenLanguage(language: string): Language {
  return language.startsWith('sk') ? 'sk' : 'en'
}

export interface EventFormSubmit {
  values: EventFormValues
  /** true when an image was uploaded while this form was open (edit sends the image only then) */
  newImage: boolean
  /** a suggestion's reason (variant "suggest"), trimmed */
  reason?: string
}

interface EventFormProps {
  initialValues: EventFormValues
  submitLabel: string
  /** "suggest": someone else's event, without its files and date, with a required reason */
  variant?: 'event' | 'suggest'
  /** throws on failure; the message is shown above the access field */
  onSubmit: (submit: EventFormSubmit) => Promise<void>
  onCancel?: () => void
}

/** API field names that map onto one of this form's inputs. */
const SERVER_FIELDS: Record<string, Path<EventFormValues>> = {
  title: 'title',
  description: 'description',
  writtenIn: 'writtenIn',
  'translation.title': 'translationTitle',
  'translation.description': 'translationDescription',
  image: 'image',
  gpxFile: 'gpxFile',
  map: 'map',
  coordinates: 'coordinates',
  access: 'access',
  date: 'date',
  section: 'main',
  'section.main': 'main',
  'section.sub': 'sub',
  country: 'country',
  'amenities.price.amount': 'amenities.amount',
  'amenities.maxLength': 'amenities.maxLength',
  'amenities.maxHeight': 'amenities.maxHeight',
}

export function EventForm({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
  variant = 'event',
}: EventFormProps) {
  const { t, i18n } = useTranslation(['event-form', 'events', 'validation'])
  const suggesting = variant === 'suggest'
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string | undefined>()
  const [newImage, setNewImage] = useState(false)
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<EventFormValues>({
    resolver: yupResolver(eventFormSchema) as unknown as Resolver<EventFormValues>,
    // a new event is written in the screen's language unless its author says otherwise
    defaultValues: { ...initialValues, writtenIn: initialValues.writtenIn || screenLanguage(i18n.language) },
  })
  const writtenIn = useWatch({ control, name: 'writtenIn' }) || screenLanguage(i18n.language)
  const other = otherLanguage(writtenIn)
  const otherIn = t(`language.in.${other}`)

  const main = useWatch({ control, name: 'main' })
  const image = useWatch({ control, name: 'image' })
  const priceKind = useWatch({ control, name: 'amenities.priceKind' })
  const takesCoordinates = isMainSection(main) ? sectionTakesCoordinates(main) : true
  const subs = isMainSection(main) ? subsectionsOf(main) : []

  const countries = useMemo(
    () => countryOptions(t, i18n.language).map((c) => ({ value: c.key, label: c.label })),
    [t, i18n.language],
  )
  const mainOptions = MAIN_SECTIONS.map((m) => ({ value: m, label: mainSectionLabel(t, m) }))

  /** Field messages are ValidationKeys from the schema, or text the server already translated. */
  const message = (error: Pick<FieldError, 'message' | 'type'> | undefined) =>
    fieldErrorText(error, (key) => t(`validation:${key}`))

  const submit = handleSubmit(async (values) => {
    setSubmitError(null)
    setReasonError(undefined)
    if (suggesting && reason.trim() === '') {
      setReasonError(t('validation:suggestion_reason_required'))
      return
    }
    try {
      await onSubmit({
        values: { ...values, coordinates: values.coordinates ?? '' },
        newImage,
        ...(suggesting ? { reason: reason.trim() } : {}),
      })
    } catch (error) {
      showServerFieldErrors(error, setError, (field) => SERVER_FIELDS[field])
      if (error instanceof ApiError && error.fields.reason) setReasonError(error.fields.reason)
      setSubmitError(errorMessage(error))
    }
  })

  const mainField = register('main', {
    onChange: (e: { target: { value: string } }) => {
      // A new main section never keeps the old one's subsection; routes and itineraries have no point.
      setValue('sub', '')
      if (isMainSection(e.target.value) && !sectionTakesCoordinates(e.target.value)) {
        setValue('coordinates', '')
        clearErrors('coordinates')
      }
    },
  })
  const coordinatesOnBlur = (e: { target: { value: string } }) => {
    const warning = coordinatesWarning(e.target.value)
    if (warning) setError('coordinates', { type: 'format', message: warning })
    else clearErrors('coordinates')
  }

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <SelectField
            label={t('main')}
            error={message(errors.main)}
            required
            registration={mainField}
            options={mainOptions}
          />
          <SelectField
            label={t('sub')}
            error={message(errors.sub)}
            required={isMainSection(main) && hasSubsections(main)}
            disabled={subs.length === 0}
            registration={register('sub')}
            placeholder={subs.length ? t('chooseSub') : t('noSub')}
            options={subs.map((s) => ({ value: s, label: subSectionLabel(t, s) }))}
          />
        </SimpleGrid>

        <TextField
          label={t('title')}
          error={message(errors.title)}
          required
          registration={register('title')}
          autoComplete="off"
        />

        <TextareaField
          label={t('description')}
          error={message(errors.description)}
          required
          registration={register('description')}
          rows={6}
          resize="vertical"
        />

        <SelectField
          label={t('language.label')}
          error={message(errors.writtenIn)}
          // a suggestion changes the texts, never which of them is the original
          disabled={suggesting}
          registration={register('writtenIn')}
          options={LANGUAGES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
        />

        <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
          <Text fontSize="sm" color="fg.muted">
            {t('language.translationHint', { language: otherIn })}
          </Text>
          <TextField
            label={t(`language.translationTitle.${other}`)}
            error={message(errors.translationTitle)}
            registration={register('translationTitle')}
            autoComplete="off"
          />
          <TextareaField
            label={t(`language.translationDescription.${other}`)}
            error={message(errors.translationDescription)}
            registration={register('translationDescription')}
            rows={4}
            resize="vertical"
          />
        </Stack>

        {suggesting ? null : (
          <>
            <Box>
              <FileUpload
                kind="eventImage"
                label={t('image')}
                onUploaded={(url, thumbnailUrl) => {
                  setValue('image', url, { shouldValidate: isSubmitted })
                  setValue('thumbnail', thumbnailUrl ?? '')
                  setNewImage(true)
                }}
                onReset={() => {
                  // Back to the picture the event had (none for a new event).
                  setValue('image', initialValues.image, { shouldValidate: isSubmitted })
                  setValue('thumbnail', initialValues.thumbnail)
                  setNewImage(false)
                }}
              />
              {image && !newImage ? (
                <HStack mt="2" gap="3">
                  <Image
                    src={initialValues.thumbnail || image}
                    alt={t('currentImage')}
                    htmlWidth={96}
                    htmlHeight={60}
                    width="96px"
                    height="60px"
                    fit="cover"
                    borderRadius="l2"
                  />
                  <Text fontSize="sm" color="fg.muted">
                    {t('currentImageHint')}
                  </Text>
                </HStack>
              ) : null}
              {errors.image ? (
                <Text role="alert" color="fg.error" fontSize="xs" mt="1">
                  {message(errors.image)}
                </Text>
              ) : null}
            </Box>

            <Box>
              <FileUpload
                kind="eventGpx"
                label={t('gpx')}
                onUploaded={(url) => setValue('gpxFile', url)}
                onReset={() => setValue('gpxFile', initialValues.gpxFile)}
              />
              {initialValues.gpxFile ? (
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {t('currentGpxHint')}
                </Text>
              ) : null}
            </Box>
          </>
        )}

        <TextField
          label={t('map')}
          error={message(errors.map)}
          registration={register('map')}
          placeholder={t('mapPlaceholder')}
          autoComplete="off"
        />

        <TextField
          label={t('coordinates')}
          error={message(errors.coordinates)}
          hint={takesCoordinates ? t('coordinatesHint') : t('coordinatesDisabled')}
          reserveMessages={[
            t('coordinatesHint'),
            t('coordinatesDisabled'),
            t('validation:coordinates_warning'),
          ]}
          required={takesCoordinates}
          disabled={!takesCoordinates}
          // Registered here, in reading order, not above: a failed submit focuses the first registered
          // field with an error, which must be the first one the reader meets (the title, say), not
          // the coordinates halfway down the form.
          registration={register('coordinates', { onBlur: coordinatesOnBlur })}
          placeholder="48.148598, 17.107748"
          inputMode="decimal"
          autoComplete="off"
        />

        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {suggesting ? null : (
            <Controller
              control={control}
              name="date"
              render={({ field }) => (
                <DateField
                  label={t('date')}
                  error={message(errors.date)}
                  required
                  max={todayIso()}
                  {...field}
                />
              )}
            />
          )}
          <SelectField
            label={t('country')}
            error={message(errors.country)}
            required
            registration={register('country')}
            placeholder={t('chooseCountry')}
            options={countries}
          />
        </SimpleGrid>

        <AmenityFields
          main={isMainSection(main) ? main : 'camp'}
          register={register}
          setValue={setValue}
          errors={errors.amenities}
          message={message}
          initiallyOpen={JSON.stringify(initialValues.amenities) !== JSON.stringify(emptyAmenityForm)}
          priceKind={priceKind}
        />

        {suggesting ? (
          <TextareaField
            label={t('reason')}
            hint={t('reasonHint')}
            error={reasonError}
            required
            name="reason"
            value={reason}
            maxLength={CHANGE_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
          />
        ) : null}

        <AlertNote status="error" message={submitError} strong />

        <SelectField
          label={t('access')}
          error={message(errors.access)}
          required
          registration={register('access')}
          placeholder={t('chooseAccess')}
          options={ACCESS_NAMES.map((a) => ({ value: a, label: t(`events:access.${a}`) }))}
        />

        <FormActions
          labels={{ submit: submitLabel, saving: t('saving'), cancel: t('cancel') }}
          onCancel={onCancel}
          submitting={isSubmitting}
        />
      </Stack>
    </chakra.form>
  )
}
