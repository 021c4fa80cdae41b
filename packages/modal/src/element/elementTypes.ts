import type { DetailedHTMLProps, HTMLAttributes } from 'react'
import type { W3mModalElement } from './createModalElement'

/** Attributes of `<w3m-modal>` in JSX. */
export type W3mModalAttributes = DetailedHTMLProps<
  HTMLAttributes<W3mModalElement>,
  W3mModalElement
> & {
  'project-id'?: string
  'theme-mode'?: 'light' | 'dark' | 'system'
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
}

/** Attributes of `<w3m-button>` in JSX. */
export type W3mButtonAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  'modal-id'?: string
}

declare global {
  interface HTMLElementTagNameMap {
    'w3m-modal': W3mModalElement
    'w3m-button': HTMLElement
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'w3m-modal': W3mModalAttributes
      'w3m-button': W3mButtonAttributes
    }
  }
}
