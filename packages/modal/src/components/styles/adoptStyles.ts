import type { ThemeVariables } from '../../utils/resolveOptions'
import { ROW_CSS } from './rowCss'
import { SHELL_CSS } from './shellCss'
import { THEME_CSS, themeVariablesCss } from './themeCss'

/** What the modal's shadow root needs before its UI's chunk: the theme, the dialog, Connect's rows (LIST_CSS comes with ModalApp). */
const MODAL_CSS = `${THEME_CSS}\n${SHELL_CSS}\n${ROW_CSS}`

/** Constructable sheets shared by every shadow root of a document (built on first use, never at import). */
const shared = new WeakMap<Document, CSSStyleSheet>()

function sheetFor(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  return sheet
}

/**
 * Adopts the modal's styles and a theme sheet into a shadow root: no <style> element and no
 * inline style, so a strict CSP without 'unsafe-inline' allows it. Returns a theme updater.
 */
export function adoptStyles(
  root: ShadowRoot,
  css = MODAL_CSS,
): (variables: ThemeVariables) => void {
  const document = root.ownerDocument
  let base = shared.get(document)
  if (!base || css !== MODAL_CSS) {
    base = sheetFor(css)
    if (css === MODAL_CSS) shared.set(document, base)
  }
  const theme = sheetFor('')
  root.adoptedStyleSheets = [base, theme]
  return (variables) => theme.replaceSync(themeVariablesCss(variables))
}
