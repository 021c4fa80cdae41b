import { useState } from 'react'
import { useCore } from '../../hooks/coreContext'

/** A wallet's image, loaded lazily; the wallet's initial when it has none or it fails to load. */
export function WalletImage({
  name,
  imageUrl,
  imageId,
}: {
  name: string
  imageUrl?: string | null | undefined
  imageId?: string | null | undefined
}) {
  const core = useCore()
  const [failed, setFailed] = useState(false)
  const src = imageUrl ?? (imageId ? core.explorer.walletImageUrl(imageId) : undefined)
  if (!src || failed) {
    return (
      <span className="w3m-wallet-image" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
    )
  }
  return (
    <img
      className="w3m-wallet-image"
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
