// The signed-in user's picture in the header (initials until it loads, or without one). Loaded only once a
// user is signed in: Chakra's avatar brings its state machine, which a visitor's first page does without.
import { Avatar } from '@chakra-ui/react'
import { avatarSlotRecipe } from '@chakra-ui/react/theme'

export default function UserAvatar({ name, picture }: { name: string; picture: string }) {
  return (
    <Avatar.Root
      recipe={avatarSlotRecipe}
      size="sm"
      colorPalette="brand"
      borderWidth="2px"
      borderColor="whiteAlpha.700"
    >
      <Avatar.Fallback name={name} />
      {picture ? <Avatar.Image src={picture} alt="" /> : null}
    </Avatar.Root>
  )
}
