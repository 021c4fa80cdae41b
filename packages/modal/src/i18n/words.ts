import { useStoreValue } from '../hooks/useStoreValue'

/** A translation of whole messages (no `{name}` placeholders): what the first load's elements say. */
export type Words = (message: string) => string

/** The words of an element with no modal to speak for yet: English, the messages' own text. */
export const englishWords: Words = (message) => message

/**
 * The enclosing modal's words for `<w3m-button>` and the wallet button's placeholder: English until
 * the locale's catalog is in (it loads with the modal's UI). Kept apart from `useT` so the first
 * load carries neither the placeholder filling nor the locale pick (docs/behaviour.md#locale).
 */
export function useWords(): Words {
  const catalog = useStoreValue('options', (options) => options.catalog)
  return (message) => catalog?.[message] ?? message
}
