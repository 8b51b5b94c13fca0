// The profile's "Your data" section: the ZIP of everything the site holds about the user (the right of
// access and portability of the privacy policy), fetched with the ID token and saved as a file.
import { Button, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FaDownload } from 'react-icons/fa'
import { MY_DATA_PATH, myDataFileName } from '@travel/domain'
import { SectionCard } from '@/components/layout/section-card'
import { apiDownload, errorMessage } from '@/lib/api-client'
import { formatBytes } from '@/utils/format-number'

export function MyDataDownload() {
  const { t, i18n } = useTranslation('profile')
  const [received, setReceived] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [done, setDone] = useState(false)

  async function download() {
    setReceived(0)
    setFailure(null)
    setDone(false)
    try {
      await apiDownload(MY_DATA_PATH, myDataFileName(new Date()), setReceived)
      setDone(true)
    } catch (error) {
      setFailure(t('myData.failed', { message: errorMessage(error) }))
    } finally {
      setReceived(null)
    }
  }

  return (
    <SectionCard headingId="my-data-title" title={t('myData.title')} intro={t('myData.explain')}>
      <Stack gap="3" alignItems="flex-start">
        <Button
          variant="outline"
          colorPalette="brand"
          loading={received !== null}
          loadingText={t('myData.preparing')}
          onClick={() => void download()}
        >
          <FaDownload aria-hidden="true" />
          {t('myData.download')}
        </Button>
        <div role="status">
          {received !== null && received > 0 ? (
            <Text fontSize="sm">{t('myData.received', { size: formatBytes(received, i18n.language) })}</Text>
          ) : done ? (
            <Text fontSize="sm">{t('myData.saved')}</Text>
          ) : null}
        </div>
        {failure ? (
          <Text role="alert" fontSize="sm" color="fg.error">
            {failure}
          </Text>
        ) : null}
      </Stack>
    </SectionCard>
  )
}
