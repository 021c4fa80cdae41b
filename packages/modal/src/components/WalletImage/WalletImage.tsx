import { useState } from 'react'
import { useCore } from '../../hooks/coreContext'
import { safeImageUrl } from '../../utils/safeUrl'
import { Icon } from '../Icon/Icon'
import type { IconName } from '../Icon/icons'
import { WalletImg } from '../WalletRow/WalletRowFrame'

/** A wallet's image (at once, or `lazy` when near the viewport, for long grids); an icon (a wallet by default) when it has none or it fails to load. */
export function WalletImage({
  imageUrl,
  imageId,
  icon = 'wallet',
  kind,
  lazy = false,
}: {
  imageUrl?: string | null | undefined
  imageId?: string | null | undefined
  icon?: IconName | undefined
  /** Styles a built-in entry (WalletConnect) apart from the wallets. */
  kind?: string | undefined
  /** Loads once near the viewport: for grids of many. Connect's few rows load at once. */
  lazy?: boolean | undefined
}) {
  const core = useCore()
  const [failed, setFailed] = useState(false)
  const src =
    safeImageUrl(imageUrl) ?? (imageId ? core.explorer.walletImageUrl(imageId) : undefined)
  if (!src || failed) {
    return (
      <span className="w3m-wallet-image" data-kind={kind} aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
    )
  }
  return <WalletImg src={src} lazy={lazy} onError={() => setFailed(true)} />
}
