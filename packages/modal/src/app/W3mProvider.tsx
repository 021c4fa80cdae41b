import { type ReactNode, useEffect } from 'react'
import { createPortal } from 'react-dom'
import { useShadowRoot } from '../components/styles/useShadowRoot'
import { CoreContext } from '../hooks/coreContext'
import { coreOf, type Modal } from './createModal'
import { ModalRoot } from './ModalRoot'

/** React entry: starts `modal`, renders its UI in a shadow root, and gives the hooks their core. */
export function W3mProvider({ modal, children }: { modal: Modal; children?: ReactNode }) {
  const { host, root } = useShadowRoot(coreOf(modal).stores.options.themeVariables)
  useEffect(() => modal.start(), [modal])
  return (
    <CoreContext.Provider value={coreOf(modal)}>
      {children}
      <div ref={host} data-w3m-host="">
        {root ? createPortal(<ModalRoot />, root) : null}
      </div>
    </CoreContext.Provider>
  )
}
