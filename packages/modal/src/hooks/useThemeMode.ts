import { useEffect, useState } from 'react'
import { useStoreValue } from './useStoreValue'

/** The theme in force: the option's mode, with `system` following prefers-color-scheme. */
export function useThemeMode(): 'light' | 'dark' {
  const themeMode = useStoreValue('options', (options) => options.themeMode)
  const [prefersDark, setPrefersDark] = useState(false)
  useEffect(() => {
    if (themeMode !== 'system' || typeof matchMedia === 'undefined') return
    const query = matchMedia('(prefers-color-scheme: dark)')
    setPrefersDark(query.matches)
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [themeMode])
  if (themeMode === 'system') return prefersDark ? 'dark' : 'light'
  return themeMode
}
