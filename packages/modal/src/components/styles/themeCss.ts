import type { ThemeVariables } from '../../utils/resolveOptions'

/** Tokens of both themes; the host's `--w3m-*` variables override accent, mix, font, radius, z-index. */
export const THEME_CSS = `
:host { all: initial; display: contents; }
.w3m-root {
  --w3m-accent-default: #0f5ec7;
  --w3m-fg: #141414; --w3m-fg-2: #4f5660; --w3m-bg: #ffffff; --w3m-bg-2: #f1f3f4; --w3m-bg-3: #e4e7e9;
  --w3m-border: rgba(0,0,0,.1); --w3m-error: #b3261e; --w3m-success: #1b7a3d; --w3m-overlay: rgba(0,0,0,.35);
  --w3m-link: #0f5ec7;
  --w3m-radius: var(--w3m-border-radius-master, 4px);
  font-family: var(--w3m-font-family, Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--w3m-font-size-master, 16px);
  color: var(--w3m-fg);
  line-height: 1.4;
}
.w3m-root[data-theme="dark"] {
  --w3m-fg: #e4e7e7; --w3m-fg-2: #a8adb3; --w3m-bg: #141414; --w3m-bg-2: #1f2123; --w3m-bg-3: #2a2d30;
  --w3m-border: rgba(255,255,255,.1); --w3m-error: #ff8a80; --w3m-success: #6fdd8b; --w3m-overlay: rgba(0,0,0,.6);
  --w3m-link: #8cbcff;
}
.w3m-root * { box-sizing: border-box; }
.w3m-root :focus-visible { outline: 2px solid var(--w3m-accent, var(--w3m-accent-default)); outline-offset: 2px; }
.w3m-root[data-theme="dark"] :focus-visible { outline-color: var(--w3m-link); }
`

/** The host's theme variables as a `:host` rule (a constructable stylesheet, so no inline style under CSP). */
export function themeVariablesCss(variables: ThemeVariables): string {
  const entries = Object.entries(variables).filter(
    ([name, value]) => /^--w3m-[a-z-]+$/.test(name) && /^[^;{}<>]*$/.test(String(value)),
  )
  const mix = variables['--w3m-color-mix']
  const strength = Number(variables['--w3m-color-mix-strength'] ?? 0)
  const mixRule =
    mix && strength > 0
      ? `.w3m-root { --w3m-bg: color-mix(in srgb, ${mix} ${Math.min(strength, 100)}%, #ffffff); }
.w3m-root[data-theme="dark"] { --w3m-bg: color-mix(in srgb, ${mix} ${Math.min(strength, 100)}%, #141414); }`
      : ''
  return `:host { ${entries.map(([name, value]) => `${name}: ${value};`).join(' ')} }\n${mixRule}`
}
