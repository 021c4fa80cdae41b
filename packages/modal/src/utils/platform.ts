/** Where the page runs, as the social and wallet filters of docs/behaviour.md#wallet-lists need it. */
export type Platform = {
  os: 'ios' | 'android' | 'mac' | 'windows' | 'linux' | 'other'
  mobile: boolean
  telegram: boolean
}

/** Reads the platform from a user agent (pure; the caller passes navigator.userAgent and Telegram's presence). */
export function detectPlatform(userAgent: string, hasTelegramWebApp = false): Platform {
  const ua = userAgent.toLowerCase()
  const os: Platform['os'] = /iphone|ipad|ipod/.test(ua)
    ? 'ios'
    : ua.includes('android')
      ? 'android'
      : ua.includes('mac os')
        ? 'mac'
        : ua.includes('windows')
          ? 'windows'
          : ua.includes('linux')
            ? 'linux'
            : 'other'
  const mobile = os === 'ios' || os === 'android' || /mobi/.test(ua)
  return { os, mobile, telegram: hasTelegramWebApp || ua.includes('telegram') }
}

/** The platform of the current browser; a desktop default outside one. */
export function currentPlatform(): Platform {
  if (typeof navigator === 'undefined') return { os: 'other', mobile: false, telegram: false }
  const telegram =
    typeof window !== 'undefined' &&
    Boolean((window as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp)
  return detectPlatform(navigator.userAgent, telegram)
}
