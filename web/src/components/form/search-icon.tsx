// The magnifier at the start of a search input (the header's and the lists' fields). The input needs
// room for it: padding-inline-start of about 9–10 units.
import { Box } from '@chakra-ui/react'
import { LuSearch } from 'react-icons/lu'

export function SearchIcon() {
  return (
    <Box
      position="absolute"
      insetStart="3"
      top="50%"
      transform="translateY(-50%)"
      color="fg.muted"
      pointerEvents="none"
      aria-hidden="true"
      // above the input, which paints its own background over what comes before it
      zIndex="1"
    >
      <LuSearch />
    </Box>
  )
}
