// A check-in's photos as thumbnails; each opens large in the photo viewer, which steps through the rest.
import { HStack, Image, chakra } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PhotoViewer } from '@/components/media/photo-viewer'

export function CheckinPhotos({ photos, author }: { photos: string[]; author: string }) {
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
        photos={photos.map((src, index) => ({ src, alt: alt(index) }))}
        shown={shown}
        onShow={setShown}
      />
    </>
  )
}
