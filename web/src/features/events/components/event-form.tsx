// The add/edit form (spec.md §2, §4, §5). Rules come from domain's eventFormSchema through the resolver;
// this component adds what only a form can do: the section-dependent fields, the coordinates check on
// leaving the field, the uploads, and showing a failed submit above the access field.
import {
  Alert,
  Box,
  Button,
  Field,
  Flex,
  HStack,
  Image,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react'
import { yupResolver } from '@hookform/resolvers/yup'
import { useMemo, useState } from 'react'
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  ACCESS_NAMES,
  MAIN_SECTIONS,
  coordinatesWarning,
  eventFormSchema,
  hasSubsections,
  isMainSection,
  sectionTakesCoordinates,
  subsectionsOf,
  todayIso,
  type EventFormValues,
} from '@travel/domain'
import { FileUpload } from '@/components/file-upload'
import { ApiError, errorMessage } from '@/lib/api-client'
import { countryOptions, mainSectionLabel, subSectionLabel } from '@/utils/labels'
import { FieldMessageSlot } from './field-message-slot'

export interface EventFormSubmit {
  values: EventFormValues
  /** true when an image was uploaded while this form was open (edit sends the image only then) */
  newImage: boolean
}

interface EventFormProps {
  initialValues: EventFormValues
  submitLabel: string
  /** throws on failure; the message is shown above the access field */
  onSubmit: (submit: EventFormSubmit) => Promise<void>
  onCancel?: () => void
}

/** API field names that map onto one of this form's inputs. */
const SERVER_FIELDS: Record<string, keyof EventFormValues> = {
  title: 'title',
  description: 'description',
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
}

export function EventForm({ initialValues, submitLabel, onSubmit, onCancel }: EventFormProps) {
  const { t, i18n } = useTranslation(['events', 'validation'])
  const [submitError, setSubmitError] = useState<string | null>(null)
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
    defaultValues: initialValues,
  })

  const main = useWatch({ control, name: 'main' })
  const image = useWatch({ control, name: 'image' })
  const takesCoordinates = isMainSection(main) ? sectionTakesCoordinates(main) : true
  const subs = isMainSection(main) ? subsectionsOf(main) : []

  const countries = useMemo(() => countryOptions(t, i18n.language), [t, i18n.language])

  /** Field messages are ValidationKeys from the schema, or text the server already translated. */
  const message = (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined
    return error.type === 'server' ? error.message : t(`validation:${error.message}`)
  }

  const submit = handleSubmit(async (values) => {
    setSubmitError(null)
    try {
      await onSubmit({ values: { ...values, coordinates: values.coordinates ?? '' }, newImage })
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, text] of Object.entries(error.fields)) {
          const name = SERVER_FIELDS[field]
          if (name) setError(name, { type: 'server', message: text })
        }
      }
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
  const coordinatesMessage = message(errors.coordinates)

  return (
    <chakra.form onSubmit={submit} noValidate>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={Boolean(errors.main)} required>
            <Field.Label>
              {t('form.main')}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...mainField}>
                {MAIN_SECTIONS.map((m) => (
                  <option key={m} value={m}>
                    {mainSectionLabel(t, m)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{message(errors.main)}</Field.ErrorText>
          </Field.Root>

          <Field.Root
            invalid={Boolean(errors.sub)}
            required={isMainSection(main) && hasSubsections(main)}
            disabled={subs.length === 0}
          >
            <Field.Label>
              {t('form.sub')}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('sub')}>
                <option value="">{subs.length ? t('form.chooseSub') : t('form.noSub')}</option>
                {subs.map((s) => (
                  <option key={s} value={s}>
                    {subSectionLabel(t, s)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{message(errors.sub)}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>

        <Field.Root invalid={Boolean(errors.title)} required>
          <Field.Label>
            {t('form.title')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...register('title')} autoComplete="off" />
          <Field.ErrorText>{message(errors.title)}</Field.ErrorText>
        </Field.Root>

        <Field.Root invalid={Boolean(errors.description)} required>
          <Field.Label>
            {t('form.description')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea {...register('description')} rows={6} resize="vertical" />
          <Field.ErrorText>{message(errors.description)}</Field.ErrorText>
        </Field.Root>

        <Box>
          <FileUpload
            kind="eventImage"
            label={t('form.image')}
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
                alt={t('form.currentImage')}
                htmlWidth={96}
                htmlHeight={60}
                width="96px"
                height="60px"
                fit="cover"
                borderRadius="l2"
              />
              <Text fontSize="sm" color="fg.muted">
                {t('form.currentImageHint')}
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
            label={t('form.gpx')}
            onUploaded={(url) => setValue('gpxFile', url)}
            onReset={() => setValue('gpxFile', initialValues.gpxFile)}
          />
          {initialValues.gpxFile ? (
            <Text fontSize="sm" color="fg.muted" mt="1">
              {t('form.currentGpxHint')}
            </Text>
          ) : null}
        </Box>

        <Field.Root invalid={Boolean(errors.map)}>
          <Field.Label>{t('form.map')}</Field.Label>
          <Input {...register('map')} placeholder={t('form.mapPlaceholder')} autoComplete="off" />
          <Field.ErrorText>{message(errors.map)}</Field.ErrorText>
        </Field.Root>

        <Field.Root
          invalid={Boolean(errors.coordinates)}
          disabled={!takesCoordinates}
          required={takesCoordinates}
        >
          <Field.Label>
            {t('form.coordinates')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            // Registered here, in reading order, not above: a failed submit focuses the first registered
            // field with an error, which must be the first one the reader meets (the title, say), not
            // the coordinates halfway down the form.
            {...register('coordinates', { onBlur: coordinatesOnBlur })}
            placeholder="48.148598, 17.107748"
            inputMode="decimal"
            autoComplete="off"
          />
          <FieldMessageSlot
            texts={[
              t('form.coordinatesHint'),
              t('form.coordinatesDisabled'),
              t('validation:coordinates_warning'),
            ]}
          >
            {coordinatesMessage ? (
              <Field.ErrorText>{coordinatesMessage}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                {takesCoordinates ? t('form.coordinatesHint') : t('form.coordinatesDisabled')}
              </Field.HelperText>
            )}
          </FieldMessageSlot>
        </Field.Root>

        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root invalid={Boolean(errors.date)} required>
            <Field.Label>
              {t('form.date')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" max={todayIso()} {...register('date')} />
            <Field.ErrorText>{message(errors.date)}</Field.ErrorText>
          </Field.Root>

          <Field.Root invalid={Boolean(errors.country)} required>
            <Field.Label>
              {t('form.country')}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...register('country')}>
                <option value="">{t('form.chooseCountry')}</option>
                {countries.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{message(errors.country)}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>

        {submitError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{submitError}</Alert.Title>
          </Alert.Root>
        ) : null}

        <Field.Root invalid={Boolean(errors.access)} required>
          <Field.Label>
            {t('form.access')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('access')}>
              <option value="">{t('form.chooseAccess')}</option>
              {ACCESS_NAMES.map((a) => (
                <option key={a} value={a}>
                  {t(`access.${a}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{message(errors.access)}</Field.ErrorText>
        </Field.Root>

        <Flex gap="3" justify="flex-end" wrap="wrap">
          {onCancel ? (
            <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
              {t('form.cancel')}
            </Button>
          ) : null}
          <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('form.saving')}>
            {submitLabel}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  )
}
