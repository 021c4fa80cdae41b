import type { Address } from 'viem'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The SmartAccountFactory address for `chainId` in the devnet's `/devnet/contracts` answer. The
 * search is by key name under the chain's entry, so the exact nesting may change without breaking us.
 */
export function findFactoryAddress(contracts: unknown, chainId: number): Address | undefined {
  const chainEntry = findKey(
    contracts,
    (key) => key === String(chainId) || key === `eip155:${chainId}`,
  )
  const found = findKey(chainEntry, (key) => /smart.?account.?factory/i.test(key))
  if (typeof found === 'string' && ADDRESS.test(found)) return found as Address
  const nested = findKey(found, (key) => key === 'address')
  return typeof nested === 'string' && ADDRESS.test(nested) ? (nested as Address) : undefined
}

function findKey(value: unknown, match: (key: string) => boolean, depth = 0): unknown {
  if (!value || typeof value !== 'object' || depth > 4) return undefined
  for (const [key, child] of Object.entries(value)) if (match(key)) return child
  for (const child of Object.values(value)) {
    const found = findKey(child, match, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

/** Fetches the devnet's contract list, retrying while the devnet starts. */
export async function fetchDevnetContracts(devnetUrl: string, attempts = 20): Promise<unknown> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      const response = await fetch(`${devnetUrl}/devnet/contracts`, {
        signal: AbortSignal.timeout(3_000),
      })
      if (response.ok) return await response.json()
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return undefined
}
