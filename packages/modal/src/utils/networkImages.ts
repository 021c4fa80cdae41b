/**
 * The explorer's asset image ids of the networks it has images of, by CAIP-2 id: the modal asks
 * `/public/getAssetImage/{id}` for these and draws its own mark for any other
 * (docs/behaviour.md#images).
 */
export const NETWORK_IMAGE_IDS: Readonly<Record<string, string>> = {
  'eip155:1': '692ed6ba-e569-459a-556a-776476829e00',
  'eip155:8453': '7289c336-3981-4081-c5f4-efc26ac64a00',
  'eip155:42161': '3bff954d-5cb0-47a0-9a23-d20192e74600',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'a1b58899-f671-4276-6a5e-56ca5bd59700',
}

/** A network's asset image id, when the explorer has one. */
export const networkImageId = (caipNetworkId: string | undefined): string | undefined =>
  caipNetworkId === undefined ? undefined : NETWORK_IMAGE_IDS[caipNetworkId]
