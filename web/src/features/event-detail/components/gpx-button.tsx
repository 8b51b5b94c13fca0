// The route file download, always offered (docs/screens.md); its outcome is announced in a status region
// instead of a blocking window.alert.
import { Alert, Button, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FaDownload } from 'react-icons/fa6'

type Outcome = 'downloaded' | 'missing' | 'failed'

const STATUS = { downloaded: 'success', missing: 'info', failed: 'error' } as const

export function GpxButton({ gpxFile }: { gpxFile: string | null }) {
  const { t } = useTranslation(['event-page', 'events'], { nsMode: 'fallback' })
  const [pending, setPending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const download = async () => {
    setPending(true)
    setOutcome(null)
    // The download code (and the Storage SDK behind it) loads on first use.
    const { downloadGpx } = await import('@/lib/gpx-download')
    setOutcome(await downloadGpx(gpxFile))
    setPending(false)
  }

  return (
    <Stack gap="3" align="flex-start">
      <Button variant="outline" colorPalette="brand" onClick={() => void download()} loading={pending}>
        <FaDownload aria-hidden="true" /> {t('detail.gpx')}
      </Button>
      <div role="status" aria-live="polite">
        {outcome ? (
          <Alert.Root status={STATUS[outcome]}>
            <Alert.Indicator />
            <Alert.Title>{t(`detail.gpxOutcome.${outcome}`)}</Alert.Title>
          </Alert.Root>
        ) : null}
      </div>
    </Stack>
  )
}
