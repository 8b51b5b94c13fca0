// One of a few choices that each show the page at another address (List | Map, a list's type): a link,
// so it works as soon as the server's page is on screen; once the app runs, a plain click goes through
// the app (`onChoose`), which keeps the scroll and history as it decides. aria-current marks the chosen.
import { Button, type ButtonProps } from '@chakra-ui/react'
import type { MouseEvent, ReactNode } from 'react'

interface Props extends Omit<ButtonProps, 'asChild' | 'onClick'> {
  href: string
  current: boolean
  onChoose: () => void
  children: ReactNode
}

/** A click the browser should handle itself: another tab or window, a download, not the main button. */
const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey

export function ChoiceLink({ href, current, onChoose, children, ...button }: Props) {
  return (
    // without Button's type="button", which on a link would name a file type
    <Button asChild variant={current ? 'solid' : 'outline'} {...button} type={undefined}>
      <a
        href={href}
        aria-current={current ? 'true' : undefined}
        onClick={(e) => {
          if (opensElsewhere(e)) return
          e.preventDefault()
          onChoose()
        }}
      >
        {children}
      </a>
    </Button>
  )
}
