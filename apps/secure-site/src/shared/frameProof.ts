// The frame's own credential, shared by the frame (browser), the server and the tests (Node):
// both sides run WebCrypto. The frame holds a P-256 key pair whose private half cannot be
// exported; every API request is signed with it, and every approved signing request carries a
// second signature made when the visitor pressed Approve. See docs/security.md.

/** The frame's public key (SPKI, base64url) on every API request. */
export const FRAME_KEY_HEADER = 'x-w3m-frame-key'
/** The request's signature by that key (base64url). */
export const FRAME_PROOF_HEADER = 'x-w3m-frame-proof'
/** A P-256 SPKI is 91 bytes (122 base64url characters); anything much longer is not one. */
const MAX_PUBLIC_KEY_CHARS = 200

const KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const
const SIGN_ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const

/** Signs for the frame; only the public key ever leaves it. */
export type FrameSigner = {
  publicKey: string
  sign(text: string): Promise<string>
}

/** One approval as the frame signs it when the visitor presses Approve. */
export type ApprovalProof = { nonce: string; signature: string }

function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  let binary = ''
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Hex SHA-256 of a UTF-8 string. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** A fresh key pair whose private key cannot be exported, not even by the frame's own code. */
export function generateFrameKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(KEY_ALGORITHM, false, ['sign', 'verify'])
}

/** The signer around a key pair. */
export async function createFrameSigner(pair: CryptoKeyPair): Promise<FrameSigner> {
  const publicKey = toBase64Url(await crypto.subtle.exportKey('spki', pair.publicKey))
  return {
    publicKey,
    async sign(text) {
      const signature = await crypto.subtle.sign(
        SIGN_ALGORITHM,
        pair.privateKey,
        new TextEncoder().encode(text),
      )
      return toBase64Url(signature)
    },
  }
}

/** What a request's signature covers: method, path, body and the session token it carries. */
export async function requestProofText(request: {
  method: string
  path: string
  body: string
  token: string
}): Promise<string> {
  const body = await sha256Hex(request.body)
  return ['w3m-request', request.method.toUpperCase(), request.path, body, request.token].join('\n')
}

/** An approved request: exactly what the card showed, in the session it was approved in. */
export type ApprovedRequest = { method: string; chainId: unknown; params: unknown; token: string }

/** What an approval's signature covers: the request and session, and a nonce to use it once. */
export async function approvalProofText(
  request: ApprovedRequest & { nonce: string },
): Promise<string> {
  const params = await sha256Hex(JSON.stringify(request.params ?? []))
  const session = await sha256Hex(request.token)
  return [
    'w3m-approval',
    request.method,
    String(request.chainId),
    params,
    session,
    request.nonce,
  ].join('\n')
}

/** The approval proof for a request, made by the frame when the visitor approves it. */
export async function signApproval(
  signer: FrameSigner,
  request: ApprovedRequest,
): Promise<ApprovalProof> {
  const nonce = crypto.randomUUID()
  return { nonce, signature: await signer.sign(await approvalProofText({ ...request, nonce })) }
}

/** Whether `signature` is the frame key's signature of `text`; any malformed input is false. */
export async function verifyFrameProof(
  publicKey: string,
  text: string,
  signature: string,
): Promise<boolean> {
  if (!publicKey || publicKey.length > MAX_PUBLIC_KEY_CHARS || !signature) return false
  try {
    const key = await crypto.subtle.importKey(
      'spki',
      fromBase64Url(publicKey),
      KEY_ALGORITHM,
      false,
      ['verify'],
    )
    return await crypto.subtle.verify(
      SIGN_ALGORITHM,
      key,
      fromBase64Url(signature),
      new TextEncoder().encode(text),
    )
  } catch {
    return false
  }
}

/** A short stable id of a frame key, as the database stores it. */
export function frameKeyId(publicKey: string): Promise<string> {
  return sha256Hex(publicKey)
}
