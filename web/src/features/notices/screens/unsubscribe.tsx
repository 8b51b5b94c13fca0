// /unsubscribe?token=… (docs/screens.md "Notices"): an e-mail's link turns its topics' e-mails off, signed
// in or not. The token is sent once the page runs, never by the GET a mail scanner prefetches.
import { Container, Heading, Link, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useSearchParams } from 'react-router'
import { ErrorState, LoadingState } from '@/components/feedback/status-views'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { errorMessage } from '@/lib/api-client'
import { useUnsubscribe } from '../api/unsubscribe'

export default function UnsubscribeScreen() {
  const { t, i18n } = useTranslation('notices')
  useDocumentTitle(t('unsubscribe.title'))
  const token = useSearchParams()[0].get('token') ?? ''
  const unsubscribe = useUnsubscribe()
  const sent = useRef(false)
  const { mutate } = unsubscribe
  useEffect(() => {
    // once, even where React runs effects twice
    if (!token || sent.current) return
    sent.current = true
    mutate(token)
  }, [token, mutate])

  return (
    <Container maxW="xl" py="10">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t('unsubscribe.title')}
        </Heading>
        {!token ? (
          <ErrorState message={t('unsubscribe.noToken')} />
        ) : unsubscribe.isError ? (
          <ErrorState message={errorMessage(unsubscribe.error)} />
        ) : unsubscribe.data ? (
          <Text role="status">
            {t('unsubscribe.done', {
              topics: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                unsubscribe.data.topics.map((topic) =>
                  t('unsubscribe.topic', { topic: t(`topics.${topic}`) }),
                ),
              ),
            })}
          </Text>
        ) : (
          <LoadingState label={t('unsubscribe.working')} />
        )}
        <Text>
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to={paths.noticeSettings}>{t('unsubscribe.settings')}</RouterLink>
          </Link>
        </Text>
      </Stack>
    </Container>
  )
}
