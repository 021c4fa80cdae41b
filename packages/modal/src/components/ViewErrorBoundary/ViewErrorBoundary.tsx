import { Component, type ReactNode } from 'react'
import { ViewStatus } from '../ViewStatus/ViewStatus'

type Props = {
  children: ReactNode
  /** Before the view renders again: e.g. a fresh lazy import in place of the failed one. */
  onRetry?: (() => void) | undefined
  onError?: ((error: unknown) => void) | undefined
}

/**
 * Catches what a view throws while it renders, including a lazy chunk that failed to load, so the
 * rest of the modal (dialog, back, close, toasts) stays: 'Something went wrong' with Try again
 * (docs/behaviour.md#error-boundary).
 */
export class ViewErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <ViewErrorFallback
        onRetry={() => {
          this.props.onRetry?.()
          this.setState({ failed: false })
        }}
      />
    )
  }
}

/** What a view that failed shows instead: 'Something went wrong' and Try again. */
export function ViewErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <ViewStatus title="Something went wrong" description="This view could not be shown.">
      <button type="button" className="w3m-button" data-testid="w3m-view-retry" onClick={onRetry}>
        Try again
      </button>
    </ViewStatus>
  )
}
