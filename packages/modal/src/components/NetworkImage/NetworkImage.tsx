import { imageUrlOf } from '../../clients/explorerImageUrl'
import { useCore } from '../../hooks/coreContext'
import { networkImageId } from '../../utils/networkImages'
import { FallbackImage } from '../FallbackImage/FallbackImage'
import { NetworkMark } from '../Icon/NetworkMark'

/**
 * A network's image from the explorer's asset images; the modal's own mark when the explorer has
 * none for it or the image fails (docs/behaviour.md#images).
 */
export function NetworkImage({
  network,
  size = 20,
}: {
  network: { id: number | string; chainNamespace: string; caipNetworkId: string } | undefined
  size?: number
}) {
  const core = useCore()
  const imageId = networkImageId(network?.caipNetworkId)
  return (
    <FallbackImage
      sources={[imageId ? imageUrlOf(core, 'asset', imageId) : undefined]}
      size={size}
      className="w3m-network-image"
      fallback={
        <NetworkMark
          chainId={typeof network?.id === 'number' ? network.id : 0}
          namespace={network?.chainNamespace}
          size={size}
        />
      }
    />
  )
}
