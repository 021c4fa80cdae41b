// A wallet's name as the page gave it (an EIP-6963 announcement, a connector) made safe to show
// (docs/behaviour.md#hostile-data): the modal lists it as text, and this keeps it from turning the
// row around or running off the dialog.

/** Longest wallet name kept (in characters); the rest is cut and ends in '…'. */
export const MAX_WALLET_NAME = 64

/**
 * Control characters, direction marks, embeddings, overrides and isolates (they turn the text
 * after them around), and invisible characters (zero-width, word joiner, byte-order mark).
 */
const HIDDEN = /[\p{Cc}\u061c\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/gu

/** A wallet name as the modal shows it: hidden characters removed, trimmed, at most 64 characters; undefined if nothing is left. */
export function walletName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined
  const visible = [...name.slice(0, 4 * MAX_WALLET_NAME).replace(HIDDEN, '')].join('').trim()
  if (!visible) return undefined
  const characters = [...visible]
  return characters.length > MAX_WALLET_NAME
    ? `${characters.slice(0, MAX_WALLET_NAME - 1).join('')}…`
    : visible
}
