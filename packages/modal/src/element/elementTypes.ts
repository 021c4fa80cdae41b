import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { ModalEvent } from '../core/createCore'
import type { W3mModalElement } from './createModalElement'

/** The `CustomEvent` `<w3m-modal>` dispatches for a modal event of type `T` (bubbling, composed). */
export type W3mModalEvent<T extends ModalEvent['type']> = CustomEvent<
  Extract<ModalEvent, { type: T }>['detail']
>

/** Every `w3m:*` event of `<w3m-modal>`, by its DOM type; `w3m:ready` says the element started. */
export type W3mModalEventMap = {
  'w3m:ready': CustomEvent<null>
  'w3m:open': W3mModalEvent<'open'>
  'w3m:close': W3mModalEvent<'close'>
  'w3m:connect': W3mModalEvent<'connect'>
  'w3m:disconnect': W3mModalEvent<'disconnect'>
  'w3m:account-change': W3mModalEvent<'account-change'>
  'w3m:network-change': W3mModalEvent<'network-change'>
  'w3m:session': W3mModalEvent<'session'>
  'w3m:connections-change': W3mModalEvent<'connections-change'>
}

/** Attributes of `<w3m-modal>` in JSX. */
export type W3mModalAttributes = DetailedHTMLProps<
  HTMLAttributes<W3mModalElement>,
  W3mModalElement
> & {
  'project-id'?: string
  'theme-mode'?: 'light' | 'dark' | 'system'
  /** The modal's language (`de`, `ar`, …); the browser's languages when absent. */
  locale?: string
  networks?: string
  'blockchain-api-url'?: string
  'explorer-api-url'?: string
  'secure-site-url'?: string
  'relay-url'?: string
  'analytics-url'?: string
  /** The visitor agreed to analytics; without it the modal sends none. */
  'analytics-consent'?: boolean | 'true' | 'false'
  'rpc-urls'?: string
  'theme-variables'?: string
  'featured-wallet-ids'?: string
  features?: string
  /** Turns sign-in-with-X on; the value is the message's statement (empty: the default one). */
  'siwx-statement'?: string
  /** The sign-in session service (docs/wire.md#sign-in-sessions). */
  'siwx-session-url'?: string
  /** After sign-in, ask for the visitor's email: '' or 'optional' allow Skip, 'required' does not. */
  'capture-email'?: '' | 'optional' | 'required'
  /** JSON of the option `solanaSendOptions` (skipPreflight, preflightCommitment, maxRetries, minContextSlot). */
  'solana-send-options'?: string
}

/** Attributes of `<w3m-button>` in JSX. */
export type W3mButtonAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'modal-id'?: string
}

/** Attributes of `<w3m-wallet-button>` in JSX: `wallet` is an rdns, an explorer id, 'email', a social or 'walletConnect'. */
export type W3mWalletButtonAttributes = W3mButtonAttributes & { wallet: string }

declare global {
  // The events bubble and are composed, so any element or the document can listen, typed.
  interface HTMLElementEventMap extends W3mModalEventMap {}
  interface DocumentEventMap extends W3mModalEventMap {}
  interface HTMLElementTagNameMap {
    'w3m-modal': W3mModalElement
    'w3m-button': HTMLElement
    'w3m-wallet-button': HTMLElement
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'w3m-modal': W3mModalAttributes
      'w3m-button': W3mButtonAttributes
      'w3m-wallet-button': W3mWalletButtonAttributes
    }
  }
}
