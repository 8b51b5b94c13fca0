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
      px={{ base: '3', md: '2', xl: '3' }}
      py="2"
      rounded="md"
      // one line each: between the phone drawer and a wide screen the brand gives way first
      whiteSpace="nowrap"
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
