import { useCallback, useEffect } from 'react'
import { connectFarcaster } from '../../actions/connectFarcaster'
import { connectSocial } from '../../actions/connectSocial'
import { loadAuthConnector } from '../../actions/loadAuthConnector'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { afterConnectSettles } from '../../utils/afterPaint'
import type { SocialProvider } from '../../utils/filterSocials'

const LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
}

/** Connect's social sign-in buttons, already filtered by project and platform. */
export function SocialButtons({ socials }: { socials: readonly SocialProvider[] }) {
  const core = useCore()
  const { status } = useStoreState('wallets')
  const connectComplete = status === 'ready' || status === 'error'
  const load = useCallback(() => {
    loadAuthConnector(core).catch(() => undefined)
  }, [core])
  // Load the auth chunk (wagmi, the frame) while the visitor looks, so the popup can open inside
  // the click: once Connect has its wallets and has painted them (sooner it would slow Connect
  // down), or at once when the visitor points at a button.
  useEffect(
    () => (connectComplete ? afterConnectSettles(load) : undefined),
    [connectComplete, load],
  )
  return (
    <div className="w3m-socials">
      {socials.map((social) => (
        <button
          key={social}
          type="button"
          className="w3m-social"
          aria-label={`Continue with ${LABELS[social]}`}
          data-testid={`w3m-social-${social}`}
          onPointerEnter={load}
          onFocus={load}
          onClick={() =>
            void (social === 'farcaster'
              ? connectFarcaster(core)
              : connectSocial(core, { provider: social }))
          }
        >
          {LABELS[social]}
        </button>
      ))}
    </div>
  )
}
