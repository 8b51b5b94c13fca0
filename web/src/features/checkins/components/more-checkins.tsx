// The foot of a paged check-in list: why the next page failed, and "Show more" while pages remain.
import { Box, Button, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api-client'

interface PagedList {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  error: unknown
  fetchNextPage: () => Promise<unknown>
}

export function MoreCheckins({ list }: { list: PagedList }) {
  const { t } = useTranslation('checkins')
  return (
    <>
      {list.isFetchNextPageError ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          {errorMessage(list.error)}
        </Text>
      ) : null}
      {list.hasNextPage ? (
        <Box>
          <Button
            variant="outline"
            loading={list.isFetchingNextPage}
            loadingText={t('section.loadingMore')}
            onClick={() => void list.fetchNextPage()}
          >
            {t('section.more')}
          </Button>
        </Box>
      ) : null}
    </>
  )
}
