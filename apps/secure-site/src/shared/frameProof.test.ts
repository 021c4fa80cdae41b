import { describe, expect, it } from 'vitest'
import {
  approvalProofText,
  createFrameSigner,
  frameKeyId,
  generateFrameKeyPair,
  requestProofText,
  signApproval,
  verifyFrameProof,
} from './frameProof'

const signer = () => generateFrameKeyPair().then(createFrameSigner)

describe('frameProof', () => {
  it("verifies the key's own signature of exactly the signed text", async () => {
    const frame = await signer()
    const text = await requestProofText({
      method: 'post',
      path: '/api/rpc',
      body: '{"method":"personal_sign"}',
      token: 'a'.repeat(64),
    })
    expect(text.split('\n').slice(0, 3)).toEqual(['w3m-request', 'POST', '/api/rpc'])
    const signature = await frame.sign(text)
    expect(await verifyFrameProof(frame.publicKey, text, signature)).toBe(true)
    expect(await verifyFrameProof(frame.publicKey, `${text} `, signature)).toBe(false)
    expect(await verifyFrameProof((await signer()).publicKey, text, signature)).toBe(false)
  })

  it('treats malformed keys and signatures as invalid, never throwing', async () => {
    const frame = await signer()
    const signature = await frame.sign('x')
    expect(await verifyFrameProof('', 'x', signature)).toBe(false)
    expect(await verifyFrameProof('not-a-key', 'x', signature)).toBe(false)
    expect(await verifyFrameProof('A'.repeat(500), 'x', signature)).toBe(false)
    expect(await verifyFrameProof(frame.publicKey, 'x', '')).toBe(false)
    expect(await verifyFrameProof(frame.publicKey, 'x', '!!!')).toBe(false)
  })

  it('binds an approval to its method, chain, params, session and nonce', async () => {
    const frame = await signer()
    const request = { method: 'personal_sign', chainId: 8453, params: ['0x6869'], token: 't' }
    const proof = await signApproval(frame, request)
    const check = (changed: Partial<typeof request>) =>
      approvalProofText({ ...request, ...changed, nonce: proof.nonce }).then((text) =>
        verifyFrameProof(frame.publicKey, text, proof.signature),
      )
    expect(await check({})).toBe(true)
    expect(await check({ method: 'eth_sendTransaction' })).toBe(false)
    expect(await check({ chainId: 42161 })).toBe(false)
    expect(await check({ params: ['0x00'] })).toBe(false)
    expect(await check({ token: 'other' })).toBe(false)
  })

  it('names a key by a stable id', async () => {
    const frame = await signer()
    expect(await frameKeyId(frame.publicKey)).toBe(await frameKeyId(frame.publicKey))
    expect(await frameKeyId(frame.publicKey)).toMatch(/^[0-9a-f]{64}$/)
  })
})
