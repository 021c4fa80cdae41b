import { Component, type ReactNode } from 'react'
import { useT } from '../../i18n/translate'
import { ViewStatus } from '../ViewStatus/ViewStatus'

type Props = {
  children: ReactNode
  /** Before the view renders again: e.g. a fresh lazy import in place of the failed one. */
  onRetry?: (() => void) | undefined
}

/**
 * Catches what a view throws while it renders, including a lazy chunk that failed to load, so the
 * rest of the modal (dialog, back, close, toasts) stays: 'Something went wrong' with Try again
 * (docs/behaviour.md#error-boundary).
 */
export class ViewErrorBoundary extends Component<Props, { failed?: boolean }> {
  override state: { failed?: boolean } = {}

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <ErrorFallback
        onRetry={() => {
          this.props.onRetry?.()
          this.setState({ failed: false })
        }}
      />
    )
  }
}

function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <ViewStatus title={t('Something went wrong')}>
      <button type="button" className="w3m-button" onClick={onRetry}>
        {t('Try again')}
      </button>
    </ViewStatus>
  )
}
