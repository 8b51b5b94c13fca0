// One navigation link of the header, styled for the dark header band and its phone drawer.
import { Link } from '@chakra-ui/react'
import { NavLink } from 'react-router'

export function NavItem({
  to,
  label,
  end,
  onNavigate,
}: {
  to: string
  label: string
  end: boolean
  onNavigate?: () => void
}) {
  return (
    <Link
      asChild
      color="white"
      fontWeight="medium"
      px="3"
      py="2"
      rounded="md"
      _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}
      _currentPage={{ bg: 'whiteAlpha.300' }}
      focusRingColor="sand.400"
    >
      <NavLink to={to} end={end} onClick={onNavigate}>
        {label}
      </NavLink>
    </Link>
  )
}
