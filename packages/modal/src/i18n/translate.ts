import { useEffect } from 'react'
import { useCore } from '../hooks/coreContext'
import { useStoreState } from '../hooks/useStoreState'
import { formatMessage, type MessageValues } from '../utils/formatMessage'

export type { Catalog } from '../utils/formatMessage'

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

/**
 * Fetches the catalog of the enclosing modal's locale with the first non-English render and with
 * each change, and drops it for English (docs/behaviour.md#locale). The modal's UI and
 * `<w3m-button>` call it; `loadCatalog` and the catalogs are chunks of their own.
 */
export function useCatalog(): Locale {
  const core = useCore()
  const locale = useLocale()
  useEffect(() => {
    const { options } = core.stores
    if (locale !== 'en' || options.catalog)
      void import('./loadCatalog').then((module) =>
        module.loadCatalog(options, locale, () => pickLocale(options.locale)),
      )
  }, [core, locale])
  return locale
}
