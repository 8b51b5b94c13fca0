// Catches a screen that throws while rendering, or whose code cannot be loaded (e.g. a new release
// replaced the files), and shows the reload message in its place; the header and footer stay. Moving to
// another address tries again.
import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { RouteError } from './route-error'

interface BoundaryProps {
  /** a change (the address) clears a caught error */
  resetKey: string
  children: ReactNode
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true }
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) {
      this.setState({ error: undefined, failed: false })
    }
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children
  }
}

export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>
}
