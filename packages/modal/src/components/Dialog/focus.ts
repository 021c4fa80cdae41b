const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The focused element, looking through open shadow roots (the trigger may sit in another element's). */
export function deepActiveElement(
  root: Document | ShadowRoot | undefined,
): HTMLElement | undefined {
  let active = root?.activeElement ?? undefined
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active instanceof HTMLElement ? active : undefined
}

/** Focusable elements inside `container`, in tab order of the DOM. */
export function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert'),
  )
}

/** Keeps Tab and Shift+Tab cycling inside `container`. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return
  const list = focusables(container)
  const first = list[0]
  const last = list[list.length - 1]
  if (!first || !last) {
    event.preventDefault()
    container.focus()
    return
  }
  const active = deepActiveElement(document)
  // Focus left the dialog (its element was replaced by the next view): bring it back in.
  if (!active || !container.contains(active)) {
    event.preventDefault()
    first.focus()
    return
  }
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
