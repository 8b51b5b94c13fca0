// What the list says when a search matched nothing.
import { Button, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'

/** A search that matched nothing: says so (announced, as a status) and offers the way back to the list. */
export function NoSearchResults({ search, onClear }: { search: string; onClear: () => void }) {
  const { t } = useTranslation('events')
  return (
    <Stack py="10" gap="4" align="center" textAlign="center">
      <Text role="status" color="fg.muted">
        {t('search.noResults', { search })}
      </Text>
      <Button variant="outline" colorPalette="brand" onClick={onClear}>
        {t('search.clearSearch')}
      </Button>
    </Stack>
  )
}
