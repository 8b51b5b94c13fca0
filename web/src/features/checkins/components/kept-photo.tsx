// A photo kept on the device for a check-in not sent yet: shown from its bytes through an object URL,
// released when it leaves the screen; one already uploaded and without bytes, from its URL.
import { Image } from '@chakra-ui/react'
import { useEffect, useRef } from 'react'
import type { OutboxPhoto } from '@/lib/offline/checkin-outbox'

interface KeptPhotoProps {
  photo: OutboxPhoto
  alt: string
  width: number
  height: number
}

export function KeptPhoto({ photo, alt, width, height }: KeptPhotoProps) {
  const image = useRef<HTMLImageElement>(null)
  // set on the element rather than in state: StrictMode's second effect gets a fresh URL of its own
  useEffect(() => {
    const element = image.current
    if (!element) return
    if (!photo.bytes) {
      element.src = photo.url ?? ''
      return
    }
    const url = URL.createObjectURL(new Blob([photo.bytes], { type: photo.type }))
    element.src = url
    return () => URL.revokeObjectURL(url)
  }, [photo])
  return (
    <Image
      ref={image}
      alt={alt}
      htmlWidth={width}
      htmlHeight={height}
      width={`${width}px`}
      height={`${height}px`}
      fit="cover"
      borderRadius="l2"
      bg="bg.muted"
    />
  )
}
