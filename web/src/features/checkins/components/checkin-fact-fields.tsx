// "What did you find?": a folded part of the check-in form where the traveller answers yes, no or
// don't know for the event's facts, whether it was open on their visit and what a night cost, so the
// event can show which of its facts travellers confirm.
import { Box, Flex, SimpleGrid, Text, chakra } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LuBanknote, LuCalendarDays } from 'react-icons/lu'
import { typedNumber, type CheckableFact, type CheckinFacts, type Currency } from '@travel/domain'
import { ChoiceRow } from '@/components/form/choice-row'
import { CurrencySelect } from '@/components/form/currency-select'
import { TextField } from '@/components/form/text-field'
import { FACT_ICONS } from '@/features/events'

const ANSWERS = ['unknown', 'yes', 'no'] as const
type Answer = (typeof ANSWERS)[number]
const PRICE_KINDS = ['unknown', 'free', 'paid'] as const
type PriceKind = (typeof PRICE_KINDS)[number]

const answerOf = (value: boolean | undefined): Answer =>
  value === undefined ? 'unknown' : value ? 'yes' : 'no'

/** A row's radios, controlled: the group's name, the answer now, and what choosing one does. */
function chosen<T extends string>(name: string, current: T, onChoose: (choice: T) => void) {
  return (value: string) => ({
    name,
    checked: current === value,
    onChange: () => onChoose(value as T),
  })
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
  const setPrice = (kind: PriceKind, typed: string, picked: Currency) => {
    setPriceKind(kind)
    setAmount(typed)
    setPriceCurrency(picked)
    const next = { ...value }
    if (kind === 'unknown') delete next.price
    else next.price = { amount: kind === 'free' ? 0 : typedNumber(typed), currency: picked }
    onChange(next)
  }
  const answers = ANSWERS.map((answer) => ({ value: answer, label: t(`form.facts.${answer}`) }))
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
              legend={t(`events:amenities.facts.${fact}`)}
              icon={<Icon aria-hidden="true" />}
              options={answers}
              radio={chosen(`checkin-fact-${fact}`, answerOf(value[fact]), (answer) => choose(fact, answer))}
            />
          )
        })}
        {stay ? (
          <ChoiceRow
            legend={t('form.facts.open')}
            icon={<LuCalendarDays aria-hidden="true" />}
            options={answers}
            radio={chosen('checkin-fact-open', answerOf(value.open), (answer) => choose('open', answer))}
          />
        ) : null}
      </SimpleGrid>
      {stay ? (
        <Flex direction="column" gap="2" mt="3">
          <ChoiceRow
            legend={t('form.facts.price')}
            icon={<LuBanknote aria-hidden="true" />}
            options={PRICE_KINDS.map((kind) => ({ value: kind, label: t(`form.facts.${kind}`) }))}
            radio={chosen('checkin-fact-price', priceKind, (kind) => setPrice(kind, amount, priceCurrency))}
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
