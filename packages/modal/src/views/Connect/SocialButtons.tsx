import { useEffect } from 'react'
import { connectFarcaster } from '../../actions/connectFarcaster'
import { connectSocial } from '../../actions/connectSocial'
import { loadAuthConnector } from '../../actions/loadAuthConnector'
import { useCore } from '../../hooks/coreContext'
import { afterPaint } from '../../utils/afterPaint'
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
  // Load the auth chunk while the visitor looks (the popup must open synchronously in the click),
  // once the view is on screen: starting it in the opening click would delay that paint.
  useEffect(
    () =>
      afterPaint(() => {
        loadAuthConnector(core).catch(() => undefined)
      }),
    [core],
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
