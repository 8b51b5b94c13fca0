// "A new version is available": shown when a deployed version is waiting. Reloading activates it for every
// tab at once; until then this tab keeps running the version it started with (docs/offline.md).
import { Button, Flex, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { updateActions, useUpdateState } from '../update-state'

export function UpdatePrompt() {
  const { reload, dismissed } = useUpdateState()
  return reload && !dismissed ? <Prompt reload={reload} /> : null
}

/** Its texts load when first shown (src/i18n), and it waits for them. */
function Prompt({ reload }: { reload: () => Promise<void> }) {
  const { t, ready } = useTranslation('offline')
  const [reloading, setReloading] = useState(false)
  if (!ready) return null
  return (
    <Flex
      role="alertdialog"
      aria-labelledby="update-prompt-title"
      position="fixed"
      zIndex="toast"
      insetX={{ base: '3', md: 'auto' }}
      right={{ md: '6' }}
      bottom={{ base: '3', md: '6' }}
      maxW={{ md: 'md' }}
      gap="3"
      p="4"
      align="center"
      wrap="wrap"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l3"
      boxShadow="lg"
    >
      <Text id="update-prompt-title" flex="1" minW="48" fontSize="sm">
        {t('update.body')}
      </Text>
      <Flex gap="2">
        <Button size="sm" variant="ghost" onClick={updateActions.dismiss}>
          {t('update.later')}
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          loading={reloading}
          onClick={() => {
            setReloading(true)
            void reload()
          }}
        >
          {t('update.reload')}
        </Button>
      </Flex>
    </Flex>
  )
}
