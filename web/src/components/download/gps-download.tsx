// "Download for GPS": the list as a GPX file (GPS devices, OsmAnd, Organic Maps) or a KML file (Google
// My Maps, Google Earth). Plain links where the list is public; buttons that fetch with the token otherwise.
import { Button, Group, Link, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FaDownload } from 'react-icons/fa'
import { GPS_EXPORT_FORMATS, type GpsExportFormat } from '@travel/domain'
import { errorMessage } from '@/lib/api-client'

export type GpsDownloadProps =
  | {
      /** the export's address for each format: the browser downloads it itself */
      hrefOf: (format: GpsExportFormat) => string
      download?: never
    }
  | {
      /** fetches and saves the file (a list only its owner may read); throws what to tell the reader */
      download: (format: GpsExportFormat) => Promise<void>
      hrefOf?: never
    }

export function GpsDownload(props: GpsDownloadProps) {
  const { t } = useTranslation('common')
  const [busy, setBusy] = useState<GpsExportFormat | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function fetchFile(format: GpsExportFormat, download: (format: GpsExportFormat) => Promise<void>) {
    setBusy(format)
    setFailure(null)
    try {
      await download(format)
    } catch (error) {
      setFailure(t('gps.failed', { message: errorMessage(error) }))
    } finally {
      setBusy(null)
    }
  }

  return (
    <Group role="group" aria-label={t('gps.label')} gap="2" flexWrap="wrap" alignItems="center">
      <Text as="span" fontSize="sm" fontWeight="medium" display="inline-flex" alignItems="center" gap="1">
        <FaDownload aria-hidden="true" />
        {t('gps.label')}
      </Text>
      {GPS_EXPORT_FORMATS.map((format) =>
        props.hrefOf ? (
          <Button key={format} asChild size="sm" variant="outline" colorPalette="brand">
            <Link href={props.hrefOf(format)} download title={t(`gps.${format}Hint`)}>
              {t(`gps.${format}`)}
            </Link>
          </Button>
        ) : (
          <Button
            key={format}
            size="sm"
            variant="outline"
            colorPalette="brand"
            title={t(`gps.${format}Hint`)}
            loading={busy === format}
            disabled={busy !== null}
            onClick={() => void fetchFile(format, props.download)}
          >
            {t(`gps.${format}`)}
          </Button>
        ),
      )}
      {failure ? (
        <Text role="alert" fontSize="sm" color="fg.error" width="full">
          {failure}
        </Text>
      ) : null}
    </Group>
  )
}
