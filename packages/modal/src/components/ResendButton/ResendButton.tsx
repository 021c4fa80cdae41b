import { useEffect, useState } from 'react'
import { useT } from '../../i18n/translate'

/** Whole seconds from now until `epochMs` (0 once passed). */
export function secondsUntil(epochMs: number, now = Date.now()): number {
  return Math.max(0, Math.ceil((epochMs - now) / 1000))
}

/** "Resend code", disabled with a countdown until `availableAt` (docs/behaviour.md#limits: 30 s between sends). */
export function ResendButton(props: {
  availableAt: number
  onResend: () => void
  disabled?: boolean
}) {
  const t = useT()
  const [left, setLeft] = useState(() => secondsUntil(props.availableAt))
  useEffect(() => {
    setLeft(secondsUntil(props.availableAt))
    const timer = setInterval(() => {
      const next = secondsUntil(props.availableAt)
      setLeft(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [props.availableAt])
  return (
    <button
      type="button"
      className="w3m-button"
      disabled={props.disabled || left > 0}
      onClick={props.onResend}
      data-testid="w3m-resend-code"
    >
      {left > 0 ? t('Resend code in {seconds}s', { seconds: left }) : t('Resend code')}
    </button>
  )
}
