// The form's "What it offers": folded away until opened, so the form is no longer for someone who skips
// it. Only the groups the section asks about are shown (domain amenityGroupsOf).
import { Box, Button, Flex, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react'
import type { FieldError, FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { YES_NO_FACTS, amenityGroupsOf, type EventFormValues, type MainSection } from '@travel/domain'
import { ChoiceRow } from '@/components/form/choice-row'
import { CurrencySelect } from '@/components/form/currency-select'
import { TextField } from '@/components/form/text-field'
import { SurfaceOptions } from '@/components/form/surface-options'
import { FACT_ICONS } from '@/features/events'
import { monthName } from '@/utils/format-facts'

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1))

interface AmenityFieldsProps {
  main: MainSection
  register: UseFormRegister<EventFormValues>
  setValue: UseFormSetValue<EventFormValues>
  errors: FieldErrors<EventFormValues>['amenities']
  message: (error: Pick<FieldError, 'message' | 'type'> | undefined) => string | undefined
  /** open at first: an edit of an event that already has facts */
  initiallyOpen: boolean
  priceKind: string
}

export function AmenityFields({
  main,
  register,
  setValue,
  errors,
  message,
  initiallyOpen,
  priceKind,
}: AmenityFieldsProps) {
  const { t, i18n } = useTranslation(['event-form', 'events'], { nsMode: 'fallback' })
  const { stay, road } = amenityGroupsOf(main)
  const answers = [
    { value: '', label: t('amenities.answer.unknown') },
    { value: 'yes', label: t('amenities.answer.yes') },
    { value: 'no', label: t('amenities.answer.no') },
  ]
  const hasErrors = Boolean(errors?.amount || errors?.maxLength || errors?.maxHeight)
  /** A number typed in the page's own notation: the price, the longest or the highest vehicle. */
  const decimalField = (field: 'amount' | 'maxLength' | 'maxHeight', width?: string) => (
    <TextField
      label={t(`amenities.${field}`)}
      error={message(errors?.[field])}
      registration={register(`amenities.${field}`)}
      inputMode="decimal"
      autoComplete="off"
      {...(width ? { width } : {})}
    />
  )
  return (
    <chakra.details
      open={initiallyOpen || hasErrors || undefined}
      borderWidth="1px"
      borderRadius="l2"
      px="3"
      py="2"
    >
      <chakra.summary cursor="pointer" fontWeight="medium">
        {t('amenities.title')}
      </chakra.summary>
      <Stack gap="4" mt="3">
        <Text fontSize="sm" color="fg.muted">
          {t('amenities.formHint')}
        </Text>
        {stay ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
            {YES_NO_FACTS.map((fact) => {
              const Icon = FACT_ICONS[fact]
              return (
                <ChoiceRow
                  key={fact}
                  legend={t(`amenities.facts.${fact}`)}
                  icon={<Icon aria-hidden="true" />}
                  options={answers}
                  radio={() => register(`amenities.${fact}`)}
                />
              )
            })}
          </SimpleGrid>
        ) : null}
        {stay ? (
          <Stack gap="2">
            <ChoiceRow
              legend={t('amenities.price')}
              radio={() => register('amenities.priceKind')}
              options={[
                { value: '', label: t('amenities.priceKind.unknown') },
                { value: 'free', label: t('amenities.priceKind.free') },
                { value: 'paid', label: t('amenities.priceKind.paid') },
              ]}
            />
            {priceKind === 'paid' ? (
              <Flex gap="3" align="start">
                <Box width="40" flexShrink={0}>
                  {decimalField('amount', '32')}
                </Box>
                <CurrencySelect
                  id="amenity-currency"
                  label={t('amenities.currency')}
                  {...register('amenities.currency')}
                />
              </Flex>
            ) : null}
          </Stack>
        ) : null}
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          {decimalField('maxLength')}
          {decimalField('maxHeight')}
        </SimpleGrid>
        {stay ? (
          <chakra.fieldset>
            <Flex
              as="legend"
              align="center"
              gap="3"
              fontSize="sm"
              fontWeight="medium"
              mb="2"
              float="left"
              w="100%"
            >
              {t('amenities.months')}
              <Button
                size="2xs"
                variant="outline"
                onClick={() => setValue('amenities.months', [...MONTHS], { shouldDirty: true })}
              >
                {t('amenities.allYear')}
              </Button>
            </Flex>
            <Flex wrap="wrap" gap="2" clear="both">
              {MONTHS.map((m) => (
                <chakra.label key={m} display="inline-flex" alignItems="center" gap="1" fontSize="sm">
                  <input type="checkbox" value={m} {...register('amenities.months')} />
                  {monthName(Number(m), i18n.language)}
                </chakra.label>
              ))}
            </Flex>
          </chakra.fieldset>
        ) : null}
        {road ? (
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="center">
            <Box>
              <chakra.label
                htmlFor="amenity-surface"
                fontSize="sm"
                fontWeight="medium"
                display="block"
                mb="1.5"
              >
                {t('amenities.surface')}
              </chakra.label>
              <NativeSelect.Root size="md">
                <NativeSelect.Field id="amenity-surface" {...register('amenities.surface')}>
                  <SurfaceOptions noneLabel={t('amenities.surfaceUnknown')} />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Box>
            <ChoiceRow
              legend={t('amenities.facts.fourByFour')}
              icon={<FACT_ICONS.fourByFour aria-hidden="true" />}
              options={answers}
              radio={() => register('amenities.fourByFour')}
            />
          </SimpleGrid>
        ) : null}
      </Stack>
    </chakra.details>
  )
}
