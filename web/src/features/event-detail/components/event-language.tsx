// The line under an event's title about its language: who translated the text shown and the original
// one tap away (and back), or which language an untranslated text is in, with "Suggest a translation".
import { Button, Flex, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import type { EventDto, Language } from '@travel/domain'

interface EventLanguageProps {
  event: Pick<EventDto, 'language' | 'writtenIn' | 'translatedBy' | 'other'>
  /** the reader's language */
  reader: Language
  /** the other version is on screen instead of the answered one */
  showingOther: boolean
  onToggle: () => void
  /** offered to signed-in readers who did not write the event; absent otherwise */
  onSuggest?: () => void
}

export function EventLanguage({ event, reader, showingOther, onToggle, onSuggest }: EventLanguageProps) {
  const { t } = useTranslation('event-page')
  const name = (language: Language) => t(`translation.language.${language}`)
  const link = (label: string, onClick: () => void) => (
    <Button variant="plain" size="sm" p="0" h="auto" textDecoration="underline" onClick={onClick}>
      {label}
    </Button>
  )

  if (event.language !== event.writtenIn) {
    // the answer is a translation: its translator, and the original behind a tap
    const by = event.translatedBy
    return (
      <Flex gap="2" align="center" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text as="span">
          {showingOther
            ? t('translation.original', { language: name(event.writtenIn) })
            : by
              ? t('translation.by', { name: by.username })
              : t('translation.byFormer')}
        </Text>
        <Text as="span" aria-hidden="true">
          ·
        </Text>
        {link(t(showingOther ? 'translation.showTranslation' : 'translation.showOriginal'), onToggle)}
      </Flex>
    )
  }
  if (event.writtenIn === reader) return null
  return (
    <Flex gap="2" align="center" wrap="wrap" fontSize="sm" color="fg.muted">
      <Text as="span">{t('translation.writtenIn', { language: name(event.writtenIn) })}</Text>
      {onSuggest ? (
        <>
          <Text as="span" aria-hidden="true">
            ·
          </Text>
          {link(t('translation.suggest'), onSuggest)}
        </>
      ) : null}
    </Flex>
  )
}
