import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Core } from '../core/createCore'
import { CoreContext } from '../hooks/coreContext'

/** Renders `ui` on `core` into a detached container for a unit test; returns it and a cleanup. */
export async function renderForTest(core: Core, ui: ReactNode) {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  await act(async () => root.render(<CoreContext.Provider value={core}>{ui}</CoreContext.Provider>))
  return {
    container,
    /** Lets effects, lazy imports and store updates land. */
    flush: () => act(async () => await new Promise((resolve) => setTimeout(resolve, 20))),
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

/** Types into an input the way React notices (its value setter, then an input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  act(() => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
