// The frame of a screen a private link opens (a shared list, a shared trip): kept out of search engines,
// a 404 in the feature's `shared.*` words when the link leads nowhere, and the usual loading and error states.
import { Box, Heading, Text } from '@chakra-ui/react'
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { ErrorState, LoadingState } from '@/components/feedback/status-views'
import { ScreenContainer } from '@/components/layout/screen-container'
import { usePageNoIndex } from '@/hooks/use-page-no-index'
import { usePageStatus } from '@/hooks/use-page-status'

/** Where reading what the link leads to stands, as a feature's hook gives it (lib/read-state.ts). */
export interface SharedLinkState {
  status: 'loading' | 'not-found' | 'error' | 'success'
  /** the failure's message, when status is 'error' */
  error?: string
}

/** A token that was never given out, or whose link was turned off or renewed: a 404. */
function SharedLinkNotFound({ t }: { t: TFunction }) {
  usePageStatus(404)
  return (
    <Box py="10" textAlign="center">
      <Heading as="h1" size="xl" mb="3">
        {t('shared.notFoundTitle')}
      </Heading>
      <Text color="fg.muted">{t('shared.notFound')}</Text>
    </Box>
  )
}

/** `children` is what the link leads to, shown once it is read; `t` is the feature's. */
export function SharedLinkScreen({
  state,
  t,
  loading,
  children,
}: {
  state: SharedLinkState
  t: TFunction
  loading: string
  children: ReactNode
}) {
  usePageNoIndex()
  const { status, error } = state
  return (
    <ScreenContainer>
      {status === 'loading' ? (
        <LoadingState label={loading} />
      ) : status === 'not-found' ? (
        <SharedLinkNotFound t={t} />
      ) : status === 'error' ? (
        <ErrorState message={error ?? ''} />
      ) : (
        children
      )}
    </ScreenContainer>
  )
}
