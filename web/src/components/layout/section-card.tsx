// One titled part of a screen that holds several (the profile's sections): a card whose heading names
// it for screen readers, with an optional line that says what the part is for.
import { Card, Heading, Text } from '@chakra-ui/react'
import type { ReactNode, Ref } from 'react'

export function SectionCard({
  headingId,
  title,
  intro,
  anchor,
  children,
  ref,
}: {
  /** the heading's id, which names the section; unique on the page */
  headingId: string
  /** the section's own id, for an address that leads to it (`/profile#notice-settings`) */
  anchor?: string
  title: string
  intro?: ReactNode
  children: ReactNode
  ref?: Ref<HTMLDivElement>
}) {
  return (
    <Card.Root as="section" ref={ref} id={anchor} aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="lg" id={headingId}>
          {title}
        </Heading>
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  )
}
