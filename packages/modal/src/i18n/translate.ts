import { useStoreState } from '../hooks/useStoreState'
import { formatMessage, type MessageValues } from './format'

export type { Catalog } from './format'

import { type Locale, pickLocale } from './locales'

/** Translates an English source message, filling its `{name}` placeholders. */
export type Translate = (message: string, values?: MessageValues) => string

/** The locale the enclosing modal speaks: its `locale` option, else the browser's languages. */
export function useLocale(): Locale {
  return pickLocale(useStoreState('options').locale)
}

/**
 * The enclosing modal's `t`: English (the message itself) until the catalog of its locale has
 * arrived (`loadCatalog`, which the modal starts when its locale changes).
 */
export function useT(): Translate {
  const { catalog } = useStoreState('options')
  return (message, values) => formatMessage(catalog?.[message] ?? message, values)
}
