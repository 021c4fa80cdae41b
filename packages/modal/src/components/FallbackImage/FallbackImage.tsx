import { type ReactNode, useState } from 'react'
import { safeImageUrl } from '../../utils/safeUrl'

/**
 * An image from the first of `sources` that loads, tried in turn; `fallback` when there is none
 * or every one fails (docs/behaviour.md#images). A new list starts over. Only safe image URLs
 * (`safeImageUrl`: https, http on loopback, `data:image/…`) are tried.
 */
export function FallbackImage({
  sources,
  fallback,
  size = 40,
  lazy = false,
  className = 'w3m-wallet-image',
}: {
  sources: readonly (string | null | undefined)[]
  fallback: ReactNode
  size?: number | undefined
  /** Loads once near the viewport: for long lists. */
  lazy?: boolean | undefined
  className?: string | undefined
}) {
  const urls = sources.map(safeImageUrl).filter((source): source is string => Boolean(source))
  const key = urls.join('\n')
  const [failed, setFailed] = useState({ key, count: 0 })
  const count = failed.key === key ? failed.count : 0
  const src = urls[count]
  if (!src) return <>{fallback}</>
  return (
    <img
      key={src}
      className={className}
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailed({ key, count: count + 1 })}
    />
  )
}
