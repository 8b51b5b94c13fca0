// "What did you find?": a folded part of the check-in form where the traveller answers yes, no or
// don't know for the event's facts, whether it was open on their visit and what a night cost, so the
// event can show which of its facts travellers confirm.
import { Box, Flex, HStack, SimpleGrid, Text, chakra } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LuBanknote, LuCalendarDays } from 'react-icons/lu'
import { typedNumber, type CheckableFact, type CheckinFacts, type Currency } from '@travel/domain'
import { CurrencySelect } from '@/components/form/currency-select'
import { TextField } from '@/components/form/text-field'
import { FACT_ICONS } from '@/features/events'

const ANSWERS = ['unknown', 'yes', 'no'] as const
type Answer = (typeof ANSWERS)[number]
const PRICE_KINDS = ['unknown', 'free', 'paid'] as const
type PriceKind = (typeof PRICE_KINDS)[number]

const answerOf = (value: boolean | undefined): Answer =>
  value === undefined ? 'unknown' : value ? 'yes' : 'no'

/** A question with a few answers as a row of small radio buttons, named by its legend. */
function ChoiceRow<T extends string>({
  name,
  legend,
  icon,
  choices,
  current,
  label,
  onChoose,
}: {
  name: string
  legend: string
  icon: ReactNode
  choices: readonly T[]
  current: T
  label: (choice: T) => string
  onChoose: (choice: T) => void
}) {
  return (
    <chakra.fieldset display="flex" alignItems="center" justifyContent="space-between" gap="2" minW="0">
      <chakra.legend float="left" display="flex" alignItems="center" gap="2" fontSize="sm">
        {icon}
        {legend}
      </chakra.legend>
      <HStack gap="0" borderWidth="1px" borderRadius="l2" overflow="hidden" flexShrink={0}>
        {choices.map((choice) => (
          <chakra.label
            key={choice}
            fontSize="xs"
            px="2"
            py="1"
            cursor="pointer"
            css={{ '&:has(input:checked)': { bg: 'brand.solid', color: 'brand.contrast' } }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
          >
            <chakra.input
              type="radio"
              name={name}
              value={choice}
              checked={current === choice}
              onChange={() => onChoose(choice)}
              srOnly
            />
            {label(choice)}
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  )
}

export interface CheckinFactFieldsProps {
  /** the yes/no facts asked, in order */
  facts: readonly CheckableFact[]
  /** also ask whether it was open and what a night cost (a place to stay) */
  stay?: boolean
  /** the currency a paid price starts in: the event's own */
  currency?: Currency
  value: CheckinFacts
  onChange: (next: CheckinFacts) => void
  /** the price's message, when the amount is refused */
  priceError?: string | undefined
}

export function CheckinFactFields({
  facts,
  stay = false,
  currency = 'EUR',
  value,
  onChange,
  priceError,
}: CheckinFactFieldsProps) {
  const { t } = useTranslation(['checkins', 'events'])
  // open from the start only for an edit that has answers; later answers never fold it again
  const [initiallyOpen] = useState(
    () => facts.some((fact) => value[fact] !== undefined) || value.open !== undefined || !!value.price,
  )
  const [priceKind, setPriceKind] = useState<PriceKind>(() =>
    !value.price ? 'unknown' : value.price.amount === 0 ? 'free' : 'paid',
  )
  const [amount, setAmount] = useState(() => (value.price?.amount ? String(value.price.amount) : ''))
  const [priceCurrency, setPriceCurrency] = useState<Currency>(value.price?.currency ?? currency)
  if (!facts.length && !stay) return null

  const choose = (fact: CheckableFact | 'open', answer: Answer) => {
    const next = { ...value }
    if (answer === 'unknown') delete next[fact]
    else next[fact] = answer === 'yes'
    onChange(next)
  }
  const setPrice = (kind: PriceKind, typed: string, chosen: Currency) => {
    setPriceKind(kind)
    setAmount(typed)
    setPriceCurrency(chosen)
    const next = { ...value }
    if (kind === 'unknown') delete next.price
    else next.price = { amount: kind === 'free' ? 0 : typedNumber(typed), currency: chosen }
    onChange(next)
  }
  const answerLabel = (answer: Answer) => t(`form.facts.${answer}`)
  return (
    <chakra.details open={initiallyOpen || undefined} borderWidth="1px" borderRadius="l2" px="3" py="2">
      <chakra.summary cursor="pointer" fontWeight="medium">
        {t('form.facts.title')}
      </chakra.summary>
      <Text fontSize="sm" color="fg.muted" mt="2" mb="3">
        {t('form.facts.hint')}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gapX="6" gapY="2">
        {facts.map((fact) => {
          const Icon = FACT_ICONS[fact]
          return (
            <ChoiceRow
              key={fact}
              name={`checkin-fact-${fact}`}
              legend={t(`events:amenities.facts.${fact}`)}
              icon={<Icon aria-hidden="true" />}
              choices={ANSWERS}
              current={answerOf(value[fact])}
              label={answerLabel}
              onChoose={(answer) => choose(fact, answer)}
            />
          )
        })}
        {stay ? (
          <ChoiceRow
            name="checkin-fact-open"
            legend={t('form.facts.open')}
            icon={<LuCalendarDays aria-hidden="true" />}
            choices={ANSWERS}
            current={answerOf(value.open)}
            label={answerLabel}
            onChoose={(answer) => choose('open', answer)}
          />
        ) : null}
      </SimpleGrid>
      {stay ? (
        <Flex direction="column" gap="2" mt="3">
          <ChoiceRow
            name="checkin-fact-price"
            legend={t('form.facts.price')}
            icon={<LuBanknote aria-hidden="true" />}
            choices={PRICE_KINDS}
            current={priceKind}
            label={(kind) => t(kind === 'unknown' ? 'form.facts.unknown' : `form.facts.${kind}`)}
            onChoose={(kind) => setPrice(kind, amount, priceCurrency)}
          />
          {priceKind === 'paid' ? (
            <Flex gap="3" align="start">
              <Box width="40" flexShrink={0}>
                <TextField
                  label={t('form.facts.amount')}
                  error={priceError}
                  value={amount}
                  onChange={(e) => setPrice('paid', e.target.value, priceCurrency)}
                  inputMode="decimal"
                  autoComplete="off"
                  width="32"
                />
              </Box>
              <CurrencySelect
                id="checkin-price-currency"
                label={t('form.facts.currency')}
                value={priceCurrency}
                onChange={(e) => setPrice('paid', amount, e.target.value as Currency)}
              />
            </Flex>
          ) : null}
        </Flex>
      ) : null}
    </chakra.details>
  )
}
