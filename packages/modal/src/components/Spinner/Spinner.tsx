import { useT } from '../../i18n/translate'

/** A busy indicator with a text for screen readers. */
export function Spinner({ label }: { label?: string }) {
  const t = useT()
  return (
    <div role="status" className="w3m-center">
      <div className="w3m-spinner" aria-hidden="true" />
      <span className="w3m-visually-hidden">{label ?? t('Loading')}</span>
    </div>
  )
}
