// A picture with a caption that leads somewhere: a link to a page, or a button (the add-event picture
// that opens the form). The caption is the accessible name; the picture is decoration.
import { AspectRatio, Box, Link as ChakraLink, Text, chakra } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router'
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

const tileStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  width: '100%',
  borderRadius: 'l3',
  borderWidth: '1px',
  overflow: 'hidden',
  bg: 'bg',
  boxShadow: 'sm',
  transition: 'transform 0.15s ease, box-shadow 0.15s ease',
  textDecoration: 'none',
  _hover: { transform: 'translateY(-2px)', boxShadow: 'md', textDecoration: 'none' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const

export function PictureTile({ scene, title, description, to, onClick, ratio }: PictureTileProps): ReactNode {
  const body = <TileBody scene={scene} title={title} description={description} ratio={ratio} />
  if (to) {
    return (
      <ChakraLink asChild {...tileStyle}>
        <RouterLink to={to}>{body}</RouterLink>
      </ChakraLink>
    )
  }
  return (
    <chakra.button type="button" onClick={onClick} cursor="pointer" {...tileStyle}>
      {body}
    </chakra.button>
  )
}
