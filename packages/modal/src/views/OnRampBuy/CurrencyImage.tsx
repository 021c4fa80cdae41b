import { imageUrlOf } from '../../clients/explorerImageUrl'
import { FallbackImage } from '../../components/FallbackImage/FallbackImage'
import { useCore } from '../../hooks/coreContext'

/** A fiat currency's image from the explorer; its code's first letter when that fails (docs/behaviour.md#images). */
export function CurrencyImage({ code }: { code: string }) {
  const core = useCore()
  return (
    <FallbackImage
      sources={[code ? imageUrlOf(core, 'currency', code) : undefined]}
      fallback={
        <span className="w3m-wallet-image" aria-hidden="true" data-fallback="currency">
          {code.slice(0, 1)}
        </span>
      }
    />
  )
}
