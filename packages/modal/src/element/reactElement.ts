import { type ComponentType, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'

/** The props a React-backed element passes: its shadow root and its string attributes, by camelCase name. */
export type ElementProps<P extends string> = { container?: ShadowRoot } & Partial<Record<P, string>>

const attributeName = (prop: string) =>
  prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * A custom element class that renders `Component` into an open shadow root while connected
 * (unmounted when removed, mounted again when put back), with each of `props` as an attribute
 * (`modalId` ↔ `modal-id`) and a string property reflecting it. Call only in a browser.
 */
export function reactElement<P extends string>(
  Component: ComponentType<ElementProps<P>>,
  props: readonly P[],
): CustomElementConstructor {
  const byAttribute = new Map(props.map((prop) => [attributeName(prop), prop]))
  class ReactElement extends HTMLElement {
    static observedAttributes = [...byAttribute.keys()]
    readonly container = this.attachShadow({ mode: 'open' })
    #root: Root | undefined
    #render() {
      if (!this.isConnected) return
      this.#root ??= createRoot(this.container)
      const values: Record<string, unknown> = { container: this.container }
      for (const [attribute, prop] of byAttribute)
        values[prop] = this.getAttribute(attribute) ?? undefined
      this.#root.render(createElement(Component, values as ElementProps<P>))
    }
    connectedCallback() {
      this.#render()
    }
    disconnectedCallback() {
      this.#root?.unmount()
      this.#root = undefined
    }
    attributeChangedCallback() {
      this.#render()
    }
  }
  for (const [attribute, prop] of byAttribute)
    Object.defineProperty(ReactElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(attribute) ?? undefined
      },
      set(this: HTMLElement, value: unknown) {
        if (value == null) this.removeAttribute(attribute)
        else this.setAttribute(attribute, String(value))
      },
    })
  return ReactElement
}
