// The profile's "Offline" section: how many saved events are kept for offline reading, the space they
// take out of their quota, what the whole site stores, and a button to clear the kept copies.
import { Button, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { ProgressBar } from '@/components/feedback/progress-bar'
import { SectionCard } from '@/components/layout/section-card'
import { forgetReaderCopies, offlineStorageSupported } from '@/lib/offline/kept-events'
import { changeKeptEvents, useOfflineUsage } from '@/lib/offline/kept-events-query'
import { formatBytes } from '@/utils/format-number'

export function OfflineStorage() {
  // its texts load when first shown (src/i18n): nothing until they are there
  const { t, i18n, ready } = useTranslation('offline')
  const queryClient = useQueryClient()
  const { data: usage } = useOfflineUsage()
  const [cleared, setCleared] = useState(false)
  const size = (bytes: number) => formatBytes(bytes, i18n.language)
  if (!ready) return null

  return (
    <SectionCard headingId="offline-storage-title" title={t('storage.title')} intro={t('storage.explain')}>
      <Stack gap="3">
        {!offlineStorageSupported() ? (
          <Text>{t('storage.unsupported')}</Text>
        ) : usage ? (
          <>
            <Text>
              {t('storage.kept', {
                count: usage.keptEvents,
                size: size(usage.keptBytes),
                budget: size(usage.budgetBytes),
              })}
            </Text>
            <ProgressBar value={(usage.keptBytes / usage.budgetBytes) * 100} label={t('storage.meter')} />
            {usage.siteBytes !== null ? (
              <Text fontSize="sm" color="fg.muted">
                {t('storage.site', { size: size(usage.siteBytes) })}
              </Text>
            ) : null}
          </>
        ) : null}
        <div role="status">{cleared ? <Text fontSize="sm">{t('storage.cleared')}</Text> : null}</div>
        <ConfirmDialog
          trigger={
            <Button
              alignSelf="flex-start"
              variant="outline"
              colorPalette="red"
              disabled={!offlineStorageSupported()}
            >
              {t('storage.clear')}
            </Button>
          }
          title={t('storage.confirmTitle')}
          description={t('storage.confirmBody')}
          confirmLabel={t('storage.clear')}
          confirmingLabel={t('storage.clearing')}
          destructive
          onConfirm={async () => {
            await changeKeptEvents(queryClient, forgetReaderCopies)
            setCleared(true)
          }}
        />
      </Stack>
    </SectionCard>
  )
}
