import {
  type CSSProperties,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useT } from '../../i18n/translate'
import { Icon } from '../Icon/Icon'
import { deepActiveElement, focusables, trapTab } from './focus'
import { useViewTransition } from './useViewTransition'

/**
 * The dialog's entrance (the backdrop's fade, the card's rise: `.08s` in shellCss.ts), in ms. Short
 * enough to be over before Connect's wallets are in (`pnpm bench`: click → settled), so the modal
 * holds still once its content is whole.
 */
export const ENTRANCE_MS = 80

/** An accessible modal dialog: labelled by its title, focus moved in, trapped, and returned on close. */
export function Dialog(props: {
  title: string
  shake: boolean
  /** Escape and a click on the overlay. */
  onRequestClose: () => void
  onBack?: (() => void) | undefined
  onClose: () => void
  /** Changes with each view: the card animates to the new view's height. */
  viewKey?: string | number
  /** Already on screen (as the dialog's shell): no entrance animation of its own. */
  entered?: boolean
  /**
   * With `entered`: when the shell's entrance began (`performance.now()`). One still running goes
   * on from where it had got to, rather than jumping to its end.
   */
  enteredAt?: number | undefined
  children: ReactNode
}) {
  const t = useT()
  // The rest of the shell's entrance: the same animation, started that long ago (until it ends).
  const [entrance, setEntrance] = useState<CSSProperties | undefined>(() => {
    if (!props.entered || props.enteredAt === undefined) return undefined
    const elapsed = performance.now() - props.enteredAt
    return elapsed < ENTRANCE_MS
      ? ({ '--w3m-entrance-delay': `${-Math.round(elapsed)}ms` } as CSSProperties)
      : undefined
  })
  const entered = props.entered && !entrance
  const titleId = useId()
  const overlay = useRef<HTMLDivElement>(null)
  const dialog = useRef<HTMLDivElement>(null)
  // Read again once committed: the render that mounts the dialog can be long (ModalApp's first is
  // the open's longest task), and the entrance starts with the frame after it. From the render's
  // time, it ended that much after the shell's would have (`pnpm bench`: click → settled).
  const { enteredAt } = props
  useLayoutEffect(() => {
    if (!entrance || enteredAt === undefined) return
    const elapsed = Math.min(ENTRANCE_MS, Math.round(performance.now() - enteredAt))
    overlay.current?.style.setProperty('--w3m-entrance-delay', `${-elapsed}ms`)
  }, [entrance, enteredAt])
  const view = useRef<HTMLDivElement>(null)
  useViewTransition(dialog, view, props.viewKey ?? 0)
  const { onRequestClose } = props
  // The keys are the dialog's from the commit that mounts it, before its first paint: a visitor
  // (or a test) may press Escape as soon as the dialog shows, and passive effects can run after
  // an input event that came in meanwhile (a busy phone). Focus moves in after paint (below).
  useLayoutEffect(() => {
    const node = dialog.current
    if (!node) return
    const trigger = deepActiveElement(document)
    const onKey = (event: KeyboardEvent) => {
      // A wallet's own <dialog> on the page handles its keys itself.
      if ((event.target as Element | null)?.closest?.('dialog')) return
      if (event.key === 'Escape') {
        // A popup inside the view (a token picker's list) closes itself and keeps the dialog open.
        if (
          event
            .composedPath()
            .some((node) => node instanceof Element && node.hasAttribute('data-owns-escape'))
        )
          return
        event.stopPropagation()
        onRequestClose()
      } else trapTab(event, node)
    }
    // On the document: focus may sit on nothing once a view replaces the focused control.
    document.addEventListener('keydown', onKey, true)
    return () => {
      document.removeEventListener('keydown', onKey, true)
      // The trigger may have left the page meanwhile; focusing a detached node does nothing harmful.
      if (trigger?.isConnected) trigger.focus()
    }
  }, [onRequestClose])
  // Focus moves into the dialog on its first view and whenever a new view replaced the focused
  // control (focus fell to the page): onto the view's first field or the dialog itself, so the
  // next Tab starts in the view. After paint, with no scrolling (the dialog is fixed): either
  // would force a layout before the frame that first shows the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each view change
  useEffect(() => {
    const node = dialog.current
    const active = deepActiveElement(document)
    if (!node || (active && node.contains(active))) return
    ;(focusables(node).find((element) => element.tagName === 'INPUT') ?? node).focus({
      preventScroll: true,
    })
  }, [props.viewKey])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the dialog; the overlay is a pointer convenience
    // biome-ignore lint/a11y/noStaticElementInteractions: the overlay is not a control; keyboard users close with Escape or the Close button
    <div
      ref={overlay}
      className="w3m-overlay"
      data-testid="w3m-overlay"
      data-entered={entered ? 'true' : undefined}
      style={entrance}
      onAnimationEnd={entrance ? () => setEntrance(undefined) : undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) onRequestClose()
      }}
    >
      <div
        ref={dialog}
        className="w3m-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={String(props.shake)}
        data-entered={entered ? 'true' : undefined}
        data-testid="w3m-dialog"
      >
        <header className="w3m-header">
          {props.onBack ? (
            <button
              type="button"
              className="w3m-icon-button"
              aria-label={t('Back')}
              onClick={props.onBack}
              data-testid="w3m-back"
            >
              <Icon name="back" />
            </button>
          ) : (
            <span />
          )}
          <h2 id={titleId} className="w3m-title" data-testid="w3m-title">
            {props.title}
          </h2>
          <button
            type="button"
            className="w3m-icon-button"
            aria-label={t('Close')}
            onClick={props.onClose}
            data-testid="w3m-close"
          >
            <Icon name="close" />
          </button>
        </header>
        <div className="w3m-body">
          <div className="w3m-view" ref={view}>
            {props.children}
          </div>
        </div>
      </div>
    </div>
  )
}
