// The event page's "What it offers": every fact given (yes and no, with what check-ins say of them), the
// price, vehicle limits, months and surface, each with its icon and name.
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import type { IconType } from 'react-icons'
import { useTranslation } from 'react-i18next'
import {
  LuArrowUpToLine,
  LuBanknote,
  LuCalendarDays,
  LuRoute,
  LuRuler,
  LuTriangleAlert,
} from 'react-icons/lu'
import {
  YES_NO_FACTS,
  todayIso,
  type Amenities,
  type FactConfirmation,
  type FactConfirmations,
  type PaidPrice,
  type PriceConfirmation,
  type SeasonConfirmation,
} from '@travel/domain'
import { FACT_ICONS } from '@/features/events'
import { formatPrice, monthName } from '@/utils/format-facts'
import { formatDaysAgo } from '@/utils/format-relative'

function formatMetres(m: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(m)
}

/** The months as text: "all year", or their names in order. */
function monthsText(months: number[], language: string, allYear: string): string {
  if (months.length === 12) return allYear
  return months.map((m) => monthName(m, language)).join(', ')
}

function Row({
  icon: Icon,
  text,
  absent,
  check,
}: {
  icon: IconType
  text: string
  absent?: boolean
  check?: FactConfirmation | undefined
}) {
  return (
    <Flex as="li" align="start" gap="2" color={absent ? 'fg.muted' : 'fg'}>
      <Box as="span" color={absent ? 'fg.subtle' : 'brand.fg'} display="inline-flex" pt="0.5">
        <Icon size={18} aria-hidden="true" />
      </Box>
      <Stack gap="0">
        <Text as="span" textDecoration={absent ? 'line-through' : undefined}>
          {text}
        </Text>
        {check ? <CheckNote check={check} /> : null}
      </Stack>
    </Flex>
  )
}

/** A disputed fact's note: what the latest traveller found instead, when the fact is a price or months. */
function disputeText(
  check: FactConfirmation & PriceConfirmation & SeasonConfirmation,
  t: TFunction<['event-page', 'events']>,
  language: string,
): string {
  const when = (day: string) => formatDaysAgo(day, todayIso(), language)
  if (check.paid && check.paidOn)
    return check.paid.amount === 0
      ? t('amenities.checks.priceFree', { when: when(check.paidOn) })
      : t('amenities.checks.pricePaid', { price: paidText(check.paid, language), when: when(check.paidOn) })
  if (check.month !== undefined && check.foundOn)
    return t(check.foundOpen ? 'amenities.checks.foundOpen' : 'amenities.checks.foundClosed', {
      month: monthName(check.month, language, 'long'),
      when: when(check.foundOn),
    })
  return t('amenities.checks.disputed')
}

const paidText = (price: PaidPrice, language: string) => formatPrice(price.amount, price.currency, language)

/** What check-ins say of a fact: confirmed by how many and when last, or disputed by the latest. */
function CheckNote({ check }: { check: FactConfirmation }) {
  const { t, i18n } = useTranslation(['event-page', 'events'], { nsMode: 'fallback' })
  if (check.disputed)
    return (
      <Flex as="span" align="center" gap="1" fontSize="xs" fontWeight="medium" color="orange.fg">
        <LuTriangleAlert size={14} aria-hidden="true" />
        {disputeText(check, t, i18n.language)}
      </Flex>
    )
  if (!check.confirmed || !check.lastConfirmed) return null
  return (
    <Text as="span" fontSize="xs" color="green.fg">
      {t('amenities.checks.confirmed', {
        count: check.confirmed,
        when: formatDaysAgo(check.lastConfirmed, todayIso(), i18n.language),
      })}
    </Text>
  )
}

/** The event page's "What it offers": every fact given, each with its icon, name and check-ins' word. */
export function AmenityList({
  amenities,
  checks,
}: {
  amenities: Amenities | undefined
  checks?: FactConfirmations | undefined
}) {
  const { t, i18n } = useTranslation(['event-page', 'events'], { nsMode: 'fallback' })
  if (!amenities) return null
  const lang = i18n.language
  const facts = [...YES_NO_FACTS, 'fourByFour'] as const
  return (
    <Stack as="section" gap="2" aria-labelledby="amenities-heading">
      <Heading as="h2" size="md" id="amenities-heading">
        {t('amenities.title')}
      </Heading>
      <Box
        as="ul"
        listStyleType="none"
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }}
        gap="2"
      >
        {facts.map((fact) =>
          amenities[fact] === undefined ? null : (
            <Row
              key={fact}
              icon={FACT_ICONS[fact]}
              text={amenities[fact] ? t(`amenities.facts.${fact}`) : t(`amenities.no.${fact}`)}
              absent={!amenities[fact]}
              check={checks?.[fact]}
            />
          ),
        )}
        {amenities.price ? (
          <Row
            icon={LuBanknote}
            text={
              amenities.price.amount === 0
                ? t('amenities.free')
                : t('amenities.pricePerNight', {
                    price: formatPrice(amenities.price.amount, amenities.price.currency, lang),
                  })
            }
            check={checks?.price}
          />
        ) : null}
        {amenities.maxLength !== undefined ? (
          <Row
            icon={LuRuler}
            text={t('amenities.fitsLength', { metres: formatMetres(amenities.maxLength, lang) })}
          />
        ) : null}
        {amenities.maxHeight !== undefined ? (
          <Row
            icon={LuArrowUpToLine}
            text={t('amenities.heightLimit', { metres: formatMetres(amenities.maxHeight, lang) })}
          />
        ) : null}
        {amenities.months?.length ? (
          <Row
            icon={LuCalendarDays}
            text={
              amenities.months.length === 12
                ? t('amenities.allYear')
                : t('amenities.openIn', {
                    months: monthsText(amenities.months, lang, t('amenities.allYear')),
                  })
            }
            check={checks?.months}
          />
        ) : null}
        {amenities.surface ? (
          <Row
            icon={LuRoute}
            text={t('amenities.surfaceIs', { surface: t(`amenities.surfaces.${amenities.surface}`) })}
          />
        ) : null}
      </Box>
    </Stack>
  )
}
