import { memo, useCallback, useEffect } from 'react'
import { connectSocial } from '../../actions/connectSocial'
import { loadAuthConnector } from '../../actions/loadAuthConnector'
import { Icon } from '../../components/Icon/Icon'
import { useCore } from '../../hooks/coreContext'
import { useStoreState } from '../../hooks/useStoreState'
import { useT } from '../../i18n/translate'
import { afterConnectSettles } from '../../utils/afterConnectSettles'
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

/** Connect's social sign-in buttons, already filtered by project and platform (memoised, as EmailForm). */
export const SocialButtons = memo(
  function SocialButtons({ socials }: { socials: readonly SocialProvider[] }) {
    const core = useCore()
    const t = useT()
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
    const connect = (social: SocialProvider) =>
      void (social === 'farcaster'
        ? // Farcaster opens no popup in the click: its code may load after it.
          import('../../actions/connectFarcaster').then((m) => m.connectFarcaster(core))
        : connectSocial(core, { provider: social }))
    const [first, ...rest] = socials
    return (
      <>
        {first ? (
          <button
            type="button"
            className="w3m-social w3m-social-wide"
            data-testid={`w3m-social-${first}`}
            onPointerEnter={load}
            onFocus={load}
            onClick={() => connect(first)}
          >
            <Icon name={first} />
            <span className="w3m-social-label">
              {t('Continue with {provider}', { provider: LABELS[first] })}
            </span>
          </button>
        ) : null}
        {rest.length > 0 ? (
          <div className="w3m-socials">
            {rest.map((social) => (
              <button
                key={social}
                type="button"
                className="w3m-social"
                aria-label={t('Continue with {provider}', { provider: LABELS[social] })}
                title={LABELS[social]}
                data-testid={`w3m-social-${social}`}
                onPointerEnter={load}
                onFocus={load}
                onClick={() => connect(social)}
              >
                <Icon name={social} />
              </button>
            ))}
          </div>
        ) : null}
      </>
    )
  },
  // Connect passes a new list on each render: the same providers in the same order are the same buttons.
  (before, after) => before.socials.join() === after.socials.join(),
)
