import { type ReactNode, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { Modal } from '../actions/createModal'
import { adoptStyles } from '../components/styles/adoptStyles'
import { CoreContext } from '../hooks/coreContext'
import { ModalApp } from './ModalApp'

/** React entry: starts `modal`, renders its UI in a shadow root, and gives the hooks their core. */
export function W3mProvider({ modal, children }: { modal: Modal; children?: ReactNode }) {
  const host = useRef<HTMLDivElement>(null)
  const [root, setRoot] = useState<ShadowRoot>()
  useEffect(() => {
    const element = host.current
    if (!element) return
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    adoptStyles(shadow)(modal.core.stores.options.themeVariables)
    setRoot(shadow)
    return modal.start()
  }, [modal])
  return (
    <CoreContext.Provider value={modal.core}>
      {children}
      <div ref={host} data-w3m-host="">
        {root ? createPortal(<ModalApp />, root) : null}
      </div>
    </CoreContext.Provider>
  )
}
