import { ref } from 'valtio/vanilla'
import type { OptionsState } from '../stores/createOptionsStore'
import type { Catalog } from '../utils/formatMessage'
import type { Locale } from './locales'

/** Each locale's catalog, a chunk of its own, fetched the first time a modal speaks it. */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalog }>> = {
  es: () => import('./catalogs/es'),
  de: () => import('./catalogs/de'),
  fr: () => import('./catalogs/fr'),
  pt: () => import('./catalogs/pt'),
  ja: () => import('./catalogs/ja'),
  zh: () => import('./catalogs/zh'),
  ar: () => import('./catalogs/ar'),
}

/**
 * Puts `locale`'s catalog into the options store (English: none, the messages are their own
 * text), unless the modal has moved on to another locale meanwhile. A catalog that fails to load
 * leaves the modal in English (docs/behaviour.md#locale).
 */
export async function loadCatalog(
  options: OptionsState,
  locale: Locale,
  current: () => Locale,
): Promise<void> {
  const catalog = locale === 'en' ? undefined : (await LOADERS[locale]()).default
  if (current() === locale) options.catalog = catalog && ref(catalog)
}
