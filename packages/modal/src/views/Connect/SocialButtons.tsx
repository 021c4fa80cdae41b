import { pushView } from '../../actions/router'
import { useCore } from '../../hooks/coreContext'
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
  return (
    <div className="w3m-socials">
      {socials.map((social) => (
        <button
          key={social}
          type="button"
          className="w3m-social"
          aria-label={`Continue with ${LABELS[social]}`}
          data-testid={`w3m-social-${social}`}
          onClick={() =>
            social === 'farcaster'
              ? pushView(core.stores, 'ConnectingFarcaster')
              : pushView(core.stores, 'ConnectingSocial', { provider: social })
          }
        >
          {LABELS[social]}
        </button>
      ))}
    </div>
  )
}
