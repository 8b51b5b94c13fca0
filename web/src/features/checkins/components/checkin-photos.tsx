// A check-in's photos as thumbnails; each opens large in a dialog.
import { Box, CloseButton, Dialog, HStack, Image, Portal, chakra } from '@chakra-ui/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export function CheckinPhotos({ photos, author }: { photos: string[]; author: string }) {
  const { t } = useTranslation('checkins')
  const [shown, setShown] = useState<number | null>(null)
  const alt = (index: number) => t('item.photoAlt', { number: index + 1, username: author })
  const large = shown === null ? undefined : photos[shown]
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
      <Dialog.Root
        open={large !== undefined}
        onOpenChange={(e) => {
          if (!e.open) setShown(null)
        }}
        size="xl"
        placement="center"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="3">
            <Dialog.Content aria-label={shown === null ? undefined : alt(shown)}>
              <Box p="3">
                {large && shown !== null ? (
                  <Image src={large} alt={alt(shown)} width="100%" maxH="80vh" fit="contain" />
                ) : null}
              </Box>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" variant="solid" aria-label={t('item.closePhoto')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  )
}
