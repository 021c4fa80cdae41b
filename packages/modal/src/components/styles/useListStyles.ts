import { type RefObject, useLayoutEffect } from 'react'
import { LIST_CSS } from './listCss'
import { VIEW_BASE_CSS } from './viewBaseCss'

/** One sheet of LIST_CSS per document, shared by every shadow root that adopts it. */
const sheets = new WeakMap<Document, CSSStyleSheet>()

/**
 * Adds VIEW_BASE_CSS and LIST_CSS (the styles of every view past the dialog's shell) to the shadow root holding
 * `node`, before its first paint: it ships with ModalApp's chunk, not with the first load.
 */
export function useListStyles(node: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = node.current?.getRootNode()
    if (root) adoptListStyles(root)
  }, [node])
}

/** Adds LIST_CSS to `root` (a shadow root or a document) once; anything else is left alone. */
export function adoptListStyles(root: Node): void {
  if (!('adoptedStyleSheets' in root) || typeof CSSStyleSheet === 'undefined') return
  const target = root as ShadowRoot | Document
  const document = target instanceof Document ? target : target.ownerDocument
  let sheet = sheets.get(document)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(`${VIEW_BASE_CSS}\n${LIST_CSS}`)
    sheets.set(document, sheet)
  }
  if (!target.adoptedStyleSheets.includes(sheet))
    target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet]
}
