import { useEffect, useRef, useState } from 'react'
import type { ThemeVariables } from '../../utils/resolveOptions'
import { adoptStyles } from './adoptStyles'

/**
 * A shadow root on the element the returned ref is given, carrying the modal's styles (and the
 * theme variables when given); undefined until mounted, so the portal renders after adoption.
 */
export function useShadowRoot(themeVariables?: ThemeVariables) {
  const host = useRef<HTMLDivElement>(null)
  const [root, setRoot] = useState<ShadowRoot>()
  useEffect(() => {
    const element = host.current
    if (!element) return
    const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' })
    const setTheme = adoptStyles(shadow)
    if (themeVariables) setTheme(themeVariables)
    setRoot(shadow)
  }, [themeVariables])
  return { host, root }
}
