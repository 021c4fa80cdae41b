import './jitless'
// zod/mini keeps the browser bundle small (the classic API brings every locale along).
import * as z from 'zod/mini'

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex'))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]+$/, 'must be a 0x-prefixed hex quantity'))
const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 20-byte 0x address'))

/** The argument of `provider.request`. */
export const requestArgsSchema = z.object({
  method: z.string().check(z.minLength(1)),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
})

/** `personal_sign`: [message (hex or text), address]. */
export const personalSignSchema = z.tuple([z.string(), address], z.unknown())

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
})
/** Typed data as EIP-712 describes it. */
export type TypedData = z.infer<typeof typedDataSchema>

const typedDataText = z.pipe(
  z.string(),
  z.transform((text: string, context): TypedData => {
    let parsed: ReturnType<typeof typedDataSchema.safeParse> | undefined
    try {
      parsed = typedDataSchema.safeParse(JSON.parse(text))
    } catch {}
    if (parsed?.success) return parsed.data
    context.issues.push({
      code: 'custom',
      message: 'typed data is not valid EIP-712 JSON',
      input: text,
    })
    return z.NEVER
  }),
)
/** `eth_signTypedData_v4`: [address, typed data as JSON text or an object]. */
export const signTypedDataSchema = z.tuple([address, z.union([typedDataSchema, typedDataText])])

/** `eth_sendTransaction`: one transaction request with hex quantities. */
export const sendTransactionSchema = z.tuple([
  z.object({
    from: address,
    to: z.optional(z.nullable(address)),
    value: z.optional(quantity),
    data: z.optional(hex),
    input: z.optional(hex),
    gas: z.optional(quantity),
    gasPrice: z.optional(quantity),
    maxFeePerGas: z.optional(quantity),
    maxPriorityFeePerGas: z.optional(quantity),
    nonce: z.optional(quantity),
  }),
])
/** A parsed `eth_sendTransaction` request. */
export type TransactionRequest = z.infer<typeof sendTransactionSchema>[0]

/** `wallet_switchEthereumChain`: [{ chainId }]. */
export const switchChainSchema = z.tuple([z.object({ chainId: quantity })])

/** `wallet_addEthereumChain`: EIP-3085 parameters. */
export const addChainSchema = z.tuple([
  z.object({
    chainId: quantity,
    chainName: z.optional(z.string()),
    rpcUrls: z.array(z.url()).check(z.minLength(1, 'rpcUrls needs one URL')),
    nativeCurrency: z.optional(
      z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
    ),
    blockExplorerUrls: z.optional(z.nullable(z.array(z.string()))),
    iconUrls: z.optional(z.array(z.string())),
  }),
])

/** `wallet_getCapabilities`: [address?, chain ids?]. */
export const getCapabilitiesSchema = z.tuple([z.optional(address), z.optional(z.array(quantity))])
