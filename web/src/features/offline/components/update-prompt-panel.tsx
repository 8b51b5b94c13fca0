// The new-version prompt itself (update-prompt.tsx shows it when a version is waiting).
import { Button, Flex, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { updateActions } from '../update-state'

/** Its texts load when first shown (src/i18n), and it waits for them. */
export default function UpdatePromptPanel({ reload }: { reload: () => Promise<void> }) {
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
