// The photo viewer's dialog: the arrow keys and the buttons step through the photos, Escape or the close
// button closes it and the focus goes back to what opened it.
import { Box, CloseButton, Dialog, Flex, IconButton, Image, Portal, Text } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import type { KeyboardEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FaChevronLeft, FaChevronRight } from 'react-icons/fa6'

export interface ViewerPhoto {
  src: string
  /** says what the photo shows and whose it is; also the dialog's name */
  alt: string
  /** shown under the photo (a photo of someone else's check-in can be reported) */
  action?: ReactNode
}

export interface PhotoViewerProps {
  photos: readonly ViewerPhoto[]
  /** the index of the photo shown, or null when the viewer is closed */
  shown: number | null
  onShow: (index: number | null) => void
}

export default function PhotoViewerDialog({ photos, shown, onShow }: PhotoViewerProps) {
  const { t } = useTranslation('common')
  const photo = shown === null ? undefined : photos[shown]
  const several = photos.length > 1
  const step = (by: number) => {
    if (shown !== null) onShow((shown + by + photos.length) % photos.length)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (!several) return
    if (event.key === 'ArrowLeft') step(-1)
    else if (event.key === 'ArrowRight') step(1)
    else return
    event.preventDefault()
  }
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={photo !== undefined}
      onOpenChange={(e) => {
        if (!e.open) onShow(null)
      }}
      size="xl"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content aria-label={photo?.alt} onKeyDown={onKeyDown}>
            <Box p="3">
              {photo ? (
                <Image
                  key={photo.src}
                  src={photo.src}
                  alt={photo.alt}
                  width="100%"
                  maxH="80vh"
                  fit="contain"
                />
              ) : null}
            </Box>
            {photo?.action ? (
              <Flex px="3" pb="2" justify="flex-end">
                {photo.action}
              </Flex>
            ) : null}
            {several && shown !== null ? (
              <Flex px="3" pb="3" gap="3" align="center" justify="space-between">
                <IconButton variant="outline" aria-label={t('photos.previous')} onClick={() => step(-1)}>
                  <FaChevronLeft aria-hidden="true" />
                </IconButton>
                <Text fontSize="sm" color="fg.muted" aria-live="polite">
                  {t('photos.position', { number: shown + 1, total: photos.length })}
                </Text>
                <IconButton variant="outline" aria-label={t('photos.next')} onClick={() => step(1)}>
                  <FaChevronRight aria-hidden="true" />
                </IconButton>
              </Flex>
            ) : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" variant="solid" aria-label={t('photos.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
