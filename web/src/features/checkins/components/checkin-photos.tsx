// A check-in's photos as thumbnails; each opens large in the photo viewer, which steps through the rest
// and offers to report a photo of someone else's check-in.
import { HStack, Image, chakra } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PhotoViewer } from '@/components/media/photo-viewer'
import { ReportButton } from '@/features/moderation'

interface CheckinPhotosProps {
  photos: string[]
  author: string
  checkinId: string
  /** the reader's own check-in: nothing to report */
  own: boolean
}

export function CheckinPhotos({ photos, author, checkinId, own }: CheckinPhotosProps) {
  const { t } = useTranslation('checkins')
  const [shown, setShown] = useState<number | null>(null)
  const alt = (index: number) => t('item.photoAlt', { number: index + 1, username: author })
  return (
    <>
      <HStack gap="2" wrap="wrap">
        {photos.map((url, index) => (
          <chakra.button
            key={url}
            type="button"
            borderRadius="l2"
            overflow="hidden"
            cursor="zoom-in"
            aria-label={t('item.openPhoto', { number: index + 1 })}
            onClick={() => setShown(index)}
          >
            <Image
              src={url}
              alt={alt(index)}
              loading="lazy"
              htmlWidth={112}
              htmlHeight={84}
              width="112px"
              height="84px"
              fit="cover"
            />
          </chakra.button>
        ))}
      </HStack>
      <PhotoViewer
        photos={photos.map((src, index) => ({
          src,
          alt: alt(index),
          action: own ? undefined : (
            <ReportButton
              target={{ type: 'photo', id: checkinId, url: src }}
              label={t('reports:labels.photo')}
            />
          ),
        }))}
        shown={shown}
        onShow={setShown}
      />
    </>
  )
}
