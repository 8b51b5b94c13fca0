// "What did you find?": a folded part of the check-in form where the traveller answers yes, no or
// don't know for the event's facts, so the event can show which of them travellers confirm.
import { HStack, SimpleGrid, Text, chakra } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CheckableFact, CheckinFacts } from '@travel/domain'
import { FACT_ICONS } from '@/features/events'

const ANSWERS = ['unknown', 'yes', 'no'] as const
type Answer = (typeof ANSWERS)[number]

const answerOf = (value: boolean | undefined): Answer =>
  value === undefined ? 'unknown' : value ? 'yes' : 'no'

export function CheckinFactFields({
  facts,
  value,
  onChange,
}: {
  /** the facts asked, in order */
  facts: readonly CheckableFact[]
  value: CheckinFacts
  onChange: (next: CheckinFacts) => void
}) {
  const { t } = useTranslation(['checkins', 'events'])
  // open from the start only for an edit that has answers; later answers never fold it again
  const [initiallyOpen] = useState(() => facts.some((fact) => value[fact] !== undefined))
  if (!facts.length) return null
  const choose = (fact: CheckableFact, answer: Answer) => {
    const next = { ...value }
    if (answer === 'unknown') delete next[fact]
    else next[fact] = answer === 'yes'
    onChange(next)
  }
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
          const current = answerOf(value[fact])
          return (
            <chakra.fieldset
              key={fact}
              display="flex"
              alignItems="center"
              justifyContent="space-between"
              gap="2"
              minW="0"
            >
              <chakra.legend float="left" display="flex" alignItems="center" gap="2" fontSize="sm">
                <Icon aria-hidden="true" />
                {t(`events:amenities.facts.${fact}`)}
              </chakra.legend>
              <HStack gap="0" borderWidth="1px" borderRadius="l2" overflow="hidden" flexShrink={0}>
                {ANSWERS.map((answer) => (
                  <chakra.label
                    key={answer}
                    fontSize="xs"
                    px="2"
                    py="1"
                    cursor="pointer"
                    css={{ '&:has(input:checked)': { bg: 'brand.solid', color: 'brand.contrast' } }}
                    _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                  >
                    <chakra.input
                      type="radio"
                      name={`checkin-fact-${fact}`}
                      value={answer}
                      checked={current === answer}
                      onChange={() => choose(fact, answer)}
                      srOnly
                    />
                    {t(`form.facts.${answer}`)}
                  </chakra.label>
                ))}
              </HStack>
            </chakra.fieldset>
          )
        })}
      </SimpleGrid>
    </chakra.details>
  )
}
