/** The locales the modal speaks (docs/behaviour.md#locale); English is the source language. */
export const LOCALES = ['en', 'es', 'de', 'fr', 'pt', 'ja', 'zh', 'ar'] as const

/** One of the modal's locales. */
export type Locale = (typeof LOCALES)[number]

/**
 * The locale to speak: the first of `requested` (the `locale` option or attribute) and the
 * browser's languages whose language subtag the modal has (`de-AT` → `de`; Chinese only in its
 * simplified script), else English.
 */
export function pickLocale(
  requested?: string,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Locale {
  for (const tag of [requested, ...languages]) {
    const lower = String(tag).toLowerCase()
    const base = lower.split('-')[0] as Locale
    if (LOCALES.includes(base) && !/^zh-(hant|tw|hk|mo)/.test(lower)) return base
  }
  return 'en'
}
