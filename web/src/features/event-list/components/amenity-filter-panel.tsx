// Inside the list's "What it offers" (amenity-filters.tsx): facts as toggle chips, free, the reader's
// vehicle length and height, a month it must be open in (this month when first chosen) and a route's
// surface and 4x4. Each choice changes the address (use-list-refinements.ts).
import { Button, Field, Flex, NativeSelect, Stack, Wrap } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { LuBanknote, LuCalendarDays } from 'react-icons/lu'
import { YES_NO_FACTS, type FactFilter, type Surface, type YesNoFact } from '@travel/domain'
import { SurfaceOptions } from '@/components/form/surface-options'
import { FACT_ICONS } from '@/features/events'
import { monthName } from '@/utils/format-facts'

/** The vehicle sizes offered, in metres: the usual vans, caravans and motorhomes. */
const LENGTHS = [5, 6, 7, 7.5, 8, 9, 10, 12]
const HEIGHTS = [2, 2.5, 2.8, 3, 3.2, 3.5, 4]

function Chip({
  pressed,
  onChange,
  children,
}: {
  pressed: boolean
  onChange: (on: boolean) => void
  children: React.ReactNode
}) {
  return (
    <Button
      size="xs"
      borderRadius="full"
      variant={pressed ? 'solid' : 'outline'}
      colorPalette="brand"
      aria-pressed={pressed}
      onClick={() => onChange(!pressed)}
    >
      {children}
    </Button>
  )
}

function SizeSelect({
  label,
  any,
  value,
  sizes,
  language,
  onChange,
}: {
  label: string
  any: string
  value: number | undefined
  sizes: number[]
  language: string
  onChange: (value: number | undefined) => void
}) {
  return (
    <Field.Root width="auto">
      <Field.Label fontSize="xs">{label}</Field.Label>
      <NativeSelect.Root size="xs" width="32">
        <NativeSelect.Field
          value={value === undefined ? '' : String(value)}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">{any}</option>
          {sizes.map((m) => (
            <option key={m} value={String(m)}>
              {new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(m)}
              {'\u00a0'}m
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}

/** Sets or removes one key of a filter. */
function withKey<K extends keyof FactFilter>(facts: FactFilter, key: K, value: FactFilter[K] | undefined) {
  const next = { ...facts }
  if (value === undefined) delete next[key]
  else next[key] = value
  return next
}

export interface AmenityFilterPanelProps {
  facts: FactFilter | undefined
  onChange: (update: (facts: FactFilter) => FactFilter) => void
}

export default function AmenityFilterPanel({ facts, onChange }: AmenityFilterPanelProps) {
  const { t, i18n } = useTranslation(['list-filters', 'events'], { nsMode: 'fallback' })
  const lang = i18n.language
  const has = new Set(facts?.has ?? [])
  const toggleFact = (fact: YesNoFact, on: boolean) =>
    onChange((f) => {
      const next = new Set(f.has ?? [])
      if (on) next.add(fact)
      else next.delete(fact)
      return withKey(f, 'has', next.size ? YES_NO_FACTS.filter((x) => next.has(x)) : undefined)
    })
  const set = <K extends keyof FactFilter>(key: K, value: FactFilter[K] | undefined) =>
    onChange((f) => withKey(f, key, value))
  return (
    <Stack mt="2" gap="3" role="group" aria-label={t('amenities.filters')}>
      <Wrap gap="2">
        {YES_NO_FACTS.map((fact) => {
          const Icon = FACT_ICONS[fact]
          return (
            <Chip key={fact} pressed={has.has(fact)} onChange={(on) => toggleFact(fact, on)}>
              <Icon aria-hidden="true" /> {t(`amenities.facts.${fact}`)}
            </Chip>
          )
        })}
        <Chip pressed={facts?.free === true} onChange={(on) => set('free', on ? true : undefined)}>
          <LuBanknote aria-hidden="true" /> {t('amenities.filterFree')}
        </Chip>
        <Chip
          pressed={facts?.fourByFour === true}
          onChange={(on) => set('fourByFour', on ? true : undefined)}
        >
          <FACT_ICONS.fourByFour aria-hidden="true" /> {t('amenities.filter4x4')}
        </Chip>
      </Wrap>
      <Flex gap="3" wrap="wrap" align="end">
        <SizeSelect
          label={t('amenities.filterFits')}
          any={t('amenities.anySize')}
          value={facts?.fits}
          sizes={LENGTHS}
          language={lang}
          onChange={(v) => set('fits', v)}
        />
        <SizeSelect
          label={t('amenities.filterHeight')}
          any={t('amenities.anySize')}
          value={facts?.height}
          sizes={HEIGHTS}
          language={lang}
          onChange={(v) => set('height', v)}
        />
        <Flex gap="2" align="end">
          <Chip
            pressed={facts?.open !== undefined}
            onChange={(on) => set('open', on ? new Date().getMonth() + 1 : undefined)}
          >
            <LuCalendarDays aria-hidden="true" /> {t('amenities.filterOpen')}
          </Chip>
          {facts?.open !== undefined ? (
            <NativeSelect.Root size="xs" width="32">
              <NativeSelect.Field
                aria-label={t('amenities.filterOpen')}
                value={String(facts.open)}
                onChange={(e) => set('open', Number(e.target.value))}
              >
                {Array.from({ length: 12 }, (_, i) => (
                  <option key={i} value={String(i + 1)}>
                    {monthName(i + 1, lang, 'long')}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : null}
        </Flex>
        <Field.Root width="auto">
          <Field.Label fontSize="xs">{t('amenities.surface')}</Field.Label>
          <NativeSelect.Root size="xs" width="36">
            <NativeSelect.Field
              value={facts?.surface ?? ''}
              onChange={(e) => set('surface', (e.target.value || undefined) as Surface | undefined)}
            >
              <SurfaceOptions noneLabel={t('amenities.anySurface')} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>
    </Stack>
  )
}
