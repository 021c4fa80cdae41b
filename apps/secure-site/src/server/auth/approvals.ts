import { type ApprovalProof, approvalProofText, verifyFrameProof } from '../../shared/frameProof'
import type { Database } from '../db/createDatabase'
import { SecureSiteError } from '../errors'
import { SESSION_TTL_MS } from './createSessions'

/** Approval proofs: the frame's signature of one approved request, each accepted once. */
export type Approvals = ReturnType<typeof createApprovals>

/** Checks approval proofs against the frame key and records their nonces in the database. */
export function createApprovals(db: Database, now: () => number = Date.now) {
  return {
    /**
     * Accepts `proof` when the frame key signed exactly this request in this session and the
     * nonce is new. A nonce is kept as long as a session lives, which outlasts any proof: the
     * proof names its session, and a session's proofs die with it.
     */
    async consume(
      frameKey: string,
      request: { method: string; chainId: unknown; params: unknown; token: string },
      proof: ApprovalProof | undefined,
    ): Promise<void> {
      const text = proof && (await approvalProofText({ ...request, nonce: proof.nonce }))
      if (!proof || !text || !(await verifyFrameProof(frameKey, text, proof.signature))) {
        throw new SecureSiteError('UNAUTHORIZED', 'This request was not approved in the wallet')
      }
      await db.query('delete from approval_nonces where expires_at <= $1', [now()])
      const fresh = await db.query(
        `insert into approval_nonces (nonce, expires_at) values ($1, $2)
         on conflict do nothing returning nonce`,
        [proof.nonce, now() + SESSION_TTL_MS],
      )
      if (fresh.length === 0) {
        throw new SecureSiteError('UNAUTHORIZED', 'This approval was already used')
      }
    },
  }
}
