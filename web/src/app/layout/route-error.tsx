// What a screen shows when its code cannot be loaded (e.g. a new release replaced the files) or it
// throws while rendering: the generic message and a way to reload, never a blank page.
import { Button, Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation()
  useEffect(() => {
    console.error('A screen failed', error)
  }, [error])
  return (
    <Stack gap="4" align="center" textAlign="center" py="16" px="4" role="alert">
      <Heading as="h1" size="2xl">
        {t('errors.generic')}
      </Heading>
      <Text color="fg.muted">{t('errors.reloadHint')}</Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Stack>
  )
}
