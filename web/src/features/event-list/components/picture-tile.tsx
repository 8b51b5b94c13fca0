// A picture with a caption that leads somewhere: a link to a page, or a button (the add-event picture
// that opens the form). The caption is the accessible name; the picture is decoration.
import { AspectRatio, Box, Link as ChakraLink, Text, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
import { CARD_LINK, CARD_SURFACE } from '@/components/layout/card-look'
import { SceneArt, type SceneName } from './scene-art'

interface PictureTileProps {
  scene: SceneName
  title: string
  description?: string
  /** where the tile leads; without it the tile is a button calling onClick */
  to?: string
  onClick?: () => void
  /** width / height of the picture; wide tiles get a flatter one so they do not fill the screen */
  ratio?: number
}

function TileBody({
  scene,
  title,
  description,
  ratio = 5 / 3,
}: Pick<PictureTileProps, 'scene' | 'title' | 'description' | 'ratio'>) {
  return (
    <>
      <AspectRatio ratio={ratio} width="100%">
        <SceneArt scene={scene} />
      </AspectRatio>
      <Box px="4" py="3" textAlign="start" width="100%">
        <Text fontWeight="bold" fontSize="lg" color="fg">
          {title}
        </Text>
        {description ? (
          <Text fontSize="sm" color="fg.muted" mt="1">
            {description}
          </Text>
        ) : null}
      </Box>
    </>
  )
}

/** a card whose picture and caption stand in a column */
const tileStyle = [CARD_SURFACE, CARD_LINK, { display: 'flex', flexDirection: 'column', width: '100%' }]

export function PictureTile({ scene, title, description, to, onClick, ratio }: PictureTileProps): ReactNode {
  const body = <TileBody scene={scene} title={title} description={description} ratio={ratio} />
  if (to) {
    return (
      <ChakraLink asChild css={tileStyle}>
        <RouterLink to={to}>{body}</RouterLink>
      </ChakraLink>
    )
  }
  return (
    <chakra.button type="button" onClick={onClick} cursor="pointer" css={tileStyle}>
      {body}
    </chakra.button>
  )
}
