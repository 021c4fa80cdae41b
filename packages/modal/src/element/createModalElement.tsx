import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { ViewArgs } from '../actions/router'
import { coreOf, createModal, type Modal } from '../app/createModal'
import { ModalRoot } from '../app/ModalRoot'
import { adoptStyles } from '../components/styles/adoptStyles'
import { CoreContext } from '../hooks/coreContext'
import type { ViewName } from '../stores/viewParams'
import type { AnyNetwork } from '../utils/networks'
import type { ModalOptions } from '../utils/resolveOptions'
import { loadKnownNetworks, optionsFromElement, unknownNetworkIds } from './optionsFromElement'
import { reactElement } from './reactElement'

/** Fired on a `<w3m-modal>` when its modal instance is replaced (internal). */
const MODAL_CHANGED = 'w3m:modal-changed'

/** The general network list, once loaded (docs/behaviour.md#networks); shared by every element. */
let knownNetworks: readonly AnyNetwork[] | undefined

/** The `<w3m-modal>` element's own API, on top of HTMLElement. */
export interface W3mModalElement extends HTMLElement {
  /** The element's modal: set by `configure`/assignment, else built from the attributes on first use. */
  modal: Modal
  /** Replaces the configuration with `options` (the JS alternative to attributes). */
  configure(options: ModalOptions): Modal
  open<V extends ViewName>(...args: ViewArgs<V> | []): void
  close(): void
}

type RootProps = { container?: ShadowRoot; projectId?: string; themeMode?: string; locale?: string }

function ModalElementRoot({ container, projectId, themeMode, locale }: RootProps) {
  const host = container?.host as (W3mModalElement & { tryModal(): Modal | Error }) | undefined
  const version = useSyncExternalStore(
    (onChange) => {
      host?.addEventListener(MODAL_CHANGED, onChange)
      return () => host?.removeEventListener(MODAL_CHANGED, onChange)
    },
    () => (host ? (versions.get(host) ?? 0) : 0),
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new project-id or a new modal instance re-resolves
  const modal = useMemo(() => host?.tryModal(), [host, projectId, version])
  useEffect(() => {
    if (!host || !container || !modal || modal instanceof Error) return
    const setTheme = adoptStyles(container)
    setTheme(coreOf(modal).stores.options.themeVariables)
    const stop = modal.start()
    const off = modal.on((event) => {
      host.dispatchEvent(
        new CustomEvent(`w3m:${event.type}`, {
          detail: event.detail,
          bubbles: true,
          composed: true,
        }),
      )
    })
    host.dispatchEvent(new CustomEvent('w3m:ready', { bubbles: true, composed: true }))
    return () => {
      off()
      stop()
    }
  }, [host, container, modal])
  useEffect(() => {
    if (
      modal &&
      !(modal instanceof Error) &&
      themeMode &&
      ['light', 'dark', 'system'].includes(themeMode)
    ) {
      modal.setThemeMode(themeMode as 'light' | 'dark' | 'system')
    }
  }, [modal, themeMode])
  // A changed `locale` attribute re-renders the modal in that language (docs/behaviour.md#locale).
  useEffect(() => {
    if (modal && !(modal instanceof Error) && locale !== undefined)
      coreOf(modal).stores.options.locale = locale
  }, [modal, locale])
  if (!modal || modal instanceof Error) return null
  return (
    <CoreContext.Provider value={coreOf(modal)}>
      <ModalRoot />
    </CoreContext.Provider>
  )
}

const versions = new WeakMap<Element, number>()

/** Builds the `<w3m-modal>` class (call only in a browser: it extends HTMLElement). */
export function createModalElementClass(): CustomElementConstructor {
  const Base = reactElement(ModalElementRoot, ['projectId', 'themeMode', 'locale'])
  return class extends (Base as unknown as typeof HTMLElement) implements W3mModalElement {
    #modal: Modal | undefined
    tryModal(): Modal | Error {
      try {
        return this.modal
      } catch (error) {
        console.error(error)
        return error as Error
      }
    }
    get modal(): Modal {
      if (this.#modal) return this.#modal
      const modal = createModal(optionsFromElement(this, knownNetworks))
      this.#modal = modal
      // A chain only the general list knows starts as a stand-in; the list (a chunk of its own)
      // then gives its name, currency and explorer.
      if (!knownNetworks && unknownNetworkIds(this).length > 0) {
        void loadKnownNetworks().then(
          ({ networks, upgradeNetworks }) => {
            knownNetworks = networks
            upgradeNetworks(coreOf(modal).stores, networks)
          },
          (error: unknown) => console.error(error),
        )
      }
      return modal
    }
    set modal(modal: Modal) {
      this.#modal = modal
      versions.set(this, (versions.get(this) ?? 0) + 1)
      this.dispatchEvent(new Event(MODAL_CHANGED))
    }
    configure(options: ModalOptions): Modal {
      this.modal = createModal(options)
      return this.modal
    }
    open<V extends ViewName>(...args: ViewArgs<V> | []) {
      this.modal.open(...(args as []))
    }
    close() {
      this.modal.close()
    }
  }
}
