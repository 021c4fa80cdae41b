/**
 * A decimal as a service wrote it (`100.00`), in another locale than English with its separators
 * and the same fraction digits (`100,00`); English keeps the text as it is (docs/behaviour.md#locale).
 */
export function formatDecimal(value: string, locale?: string): string {
  if (!locale || locale === 'en' || !/^\d+(\.\d+)?$/.test(value)) return value
  const digits = Math.min(value.split('.')[1]?.length ?? 0, 20)
  return Number(value).toLocaleString(locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
}
