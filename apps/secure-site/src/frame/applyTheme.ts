/** Theme variables the frame honours, mapped to its own CSS custom properties. */
const VARIABLE_MAP: Record<string, string> = {
  '--w3m-accent': '--frame-accent',
  '--w3m-color-mix': '--frame-mix',
  '--w3m-font-family': '--frame-font',
  '--w3m-border-radius-master': '--frame-radius',
}

/** Applies SYNC_THEME to the frame's UI; values that are not plain CSS tokens are ignored. */
export function applyTheme(
  root: HTMLElement,
  theme: { themeMode?: 'light' | 'dark'; themeVariables?: Record<string, string | number> },
): void {
  if (theme.themeMode) root.dataset.theme = theme.themeMode
  for (const [name, value] of Object.entries(theme.themeVariables ?? {})) {
    const target = VARIABLE_MAP[name]
    const text = String(value)
    // A value with `;` `{` `}` or `url(` could smuggle rules or requests; plain tokens only.
    if (!target || /[;{}]|url\(/i.test(text)) continue
    root.style.setProperty(target, text)
  }
}
