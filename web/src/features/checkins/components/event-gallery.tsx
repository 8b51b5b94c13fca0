// An event's gallery: its own photo, then the photos of its check-ins, newest visit first, as a strip of
// thumbnails that open large in the photo viewer. It reads the check-in pages the section below has loaded
// (the same query), so it costs no request of its own; its place on the page is kept by the event page.
import { Flex, Image, Skeleton, Text, chakra } from '@chakra-ui/react'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EventDto } from '@travel/domain'
import { PhotoViewer, type ViewerPhoto } from '@/components/media/photo-viewer'
import { formatDate } from '@/utils/format-date'
import { ReportButton } from '@/features/moderation'
import { useCurrentUser } from '@/stores/root-store'
import { useCheckins } from '../api/get-checkins'

type GalleryEvent = Pick<EventDto, '_id' | 'title' | 'image' | 'user' | 'mergedPhotos'>

export default function EventGallery({ event }: { event: GalleryEvent }) {
  const { t, i18n } = useTranslation('checkins')
  const list = useCheckins(event._id, true)
  const [shown, setShown] = useState<number | null>(null)
  const readerId = useCurrentUser()?._id
  const { items: checkins } = list
  const photos = useMemo<ViewerPhoto[]>(
    () => [
      {
        src: event.image,
        alt: t('gallery.eventPhotoAlt', { title: event.title, username: event.user.username }),
      },
      // the photos of events a moderator merged into this one, credited to them (docs/moderation.md)
      ...(event.mergedPhotos ?? []).map((photo) => ({
        src: photo.url,
        alt: t('gallery.mergedPhotoAlt', { title: photo.from, username: photo.by }),
      })),
      ...checkins.flatMap((checkin) =>
        checkin.photos.map((src) => ({
          src,
          alt: t('gallery.photoAlt', {
            username: checkin.user.username,
            date: formatDate(checkin.visitDate, i18n.language, 'long'),
          }),
          action:
            checkin.user._id === readerId ? undefined : (
              <ReportButton
                target={{ type: 'photo', id: checkin._id, url: src }}
                label={t('reports:labels.photo')}
              />
            ),
        })),
      ),
    ],
    [event.image, event.title, event.user.username, event.mergedPhotos, checkins, t, i18n.language, readerId],
  )

  return (
    <>
      <Flex
        as="ul"
        aria-label={t('gallery.label')}
        listStyleType="none"
        ps="0"
        m="0"
        gap="2"
        height="full"
        align="center"
        overflowX="auto"
        overflowY="hidden"
        scrollSnapType="x proximity"
      >
        {photos.map((photo, index) => (
          <chakra.li key={photo.src} flex="none" height="full" scrollSnapAlign="start">
            <chakra.button
              type="button"
              aria-haspopup="dialog"
              height="full"
              borderRadius="l2"
              overflow="hidden"
              cursor="zoom-in"
              focusRingOffset="-2px"
              onClick={() => setShown(index)}
            >
              <Image
                src={photo.src}
                alt={photo.alt}
                loading="lazy"
                htmlWidth={96}
                htmlHeight={72}
                width="24"
                height="full"
                fit="cover"
                bg="bg.muted"
              />
            </chakra.button>
          </chakra.li>
        ))}
        {list.status === 'pending' ? (
          <chakra.li flex="none" height="full" aria-hidden="true">
            <Skeleton width="24" height="full" borderRadius="l2" />
          </chakra.li>
        ) : list.status === 'success' && photos.length === 1 ? (
          <chakra.li flex="1" minW="40" px="2">
            <Text fontSize="sm" color="fg.muted">
              {t('gallery.noPhotos')}
            </Text>
          </chakra.li>
        ) : null}
      </Flex>
      <PhotoViewer photos={photos} shown={shown} onShow={setShown} />
    </>
  )
}
