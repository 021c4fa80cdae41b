import { useEffect, useRef } from 'react'
import { Spinner } from '../../components/Spinner/Spinner'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'

/** The frame's approval card needs about this much room (its card is 360 px wide). */
const FRAME_MIN_WIDTH = 400
const FRAME_MIN_HEIGHT = 480

/** Lays the frame over the dialog, at least as large as the approval card needs. */
export function placeFrame(frame: HTMLIFrameElement, dialog: DOMRect): void {
  const width = Math.max(dialog.width, FRAME_MIN_WIDTH)
  const height = Math.max(dialog.height, FRAME_MIN_HEIGHT)
  Object.assign(frame.style, {
    display: 'block',
    left: `${Math.max(0, dialog.left + dialog.width / 2 - width / 2)}px`,
    top: `${Math.max(0, dialog.top + dialog.height / 2 - height / 2)}px`,
    width: `${width}px`,
    height: `${height}px`,
  })
}

/**
 * ApproveTransaction: while the visitor approves a request in the secure frame's own UI, the
 * frame is shown over the modal; it hides again when the view goes (the request settled). Leaving
 * before that rejects the open request.
 */
export function ApproveTransaction() {
  const core = useCore()
  const t = useT()
  const { approval } = useStoreState('auth')
  const anchor = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const frame = core.authRuntime?.client.frame
    const dialog = anchor.current?.closest('.w3m-dialog')
    if (!frame || !dialog) return
    const place = () => placeFrame(frame, dialog.getBoundingClientRect())
    place()
    addEventListener('resize', place)
    return () => {
      removeEventListener('resize', place)
      frame.style.display = 'none'
      // Closed while the frame still waits on the visitor: the request must not hang.
      if (core.stores.auth.approval.pending > 0) void core.authRuntime?.client.abortRpcRequests()
    }
  }, [core])
  return (
    <div ref={anchor} className="w3m-center" data-testid="w3m-approve-transaction">
      <p className="w3m-strong">{t('Approve in your secure wallet')}</p>
      <p className="w3m-text-secondary">
        {approval.method
          ? t('Review the {method} request.', { method: approval.method })
          : t('Review the request.')}
      </p>
      <Spinner label={t('Waiting for your approval')} />
    </div>
  )
}
