import type { ThemeVariables } from '../../utils/resolveOptions'

/**
 * Colour tokens, light and dark. Each `--w3m-X` reads the host's `--w3m-color-X` (light) or
 * `--w3m-color-X-dark` (dark) first, so a host can restyle either theme without touching the other.
 */
const COLORS: ReadonlyArray<readonly [name: string, light: string, dark: string]> = [
  ['fg', '#141414', '#e4e7e7'],
  ['fg-2', '#4f5660', '#a8adb3'],
  ['bg', '#ffffff', '#141414'],
  ['bg-2', '#f1f3f4', '#1f2123'],
  ['bg-3', '#e4e7e9', '#2a2d30'],
  ['border', 'rgba(0,0,0,.1)', 'rgba(255,255,255,.1)'],
  ['error', '#b3261e', '#ff8a80'],
  ['success', '#1b7a3d', '#6fdd8b'],
  ['warning', '#8a5300', '#f5c26b'],
  ['overlay', 'rgba(0,0,0,.35)', 'rgba(0,0,0,.6)'],
  ['link', '#0f5ec7', '#8cbcff'],
  ['focus', '#0f5ec7', '#8cbcff'],
]

const colorRule = (theme: 1 | 2, suffix: string) =>
  COLORS.map(
    (entry) => `--w3m-${entry[0]}: var(--w3m-color-${entry[0]}${suffix}, ${entry[theme]});`,
  ).join(' ')

/**
 * The design tokens: spacing, radii, type scale, elevation, motion, touch target (on `:host`, so
 * any rule of the host page on the element overrides them) and the colours of both themes.
 */
export const THEME_CSS = `
:host { all: initial; display: contents; --w3m-radius: var(--w3m-border-radius-master, 4px);
  --w3m-space-1: 4px; --w3m-space-2: 8px; --w3m-space-3: 12px; --w3m-space-4: 16px; --w3m-space-5: 20px; --w3m-space-6: 24px;
  --w3m-radius-xs: var(--w3m-radius); --w3m-radius-s: calc(var(--w3m-radius) * 2); --w3m-radius-m: calc(var(--w3m-radius) * 3);
  --w3m-radius-l: calc(var(--w3m-radius) * 4); --w3m-radius-xl: calc(var(--w3m-radius) * 7); --w3m-radius-full: 999px;
  --w3m-text-xs: calc(var(--w3m-font-size-master, 16px) * .75); --w3m-text-s: calc(var(--w3m-font-size-master, 16px) * .875);
  --w3m-text-m: var(--w3m-font-size-master, 16px); --w3m-text-l: calc(var(--w3m-font-size-master, 16px) * 1.25);
  --w3m-text-xl: calc(var(--w3m-font-size-master, 16px) * 1.75);
  --w3m-shadow-1: 0 1px 2px rgba(0,0,0,.08); --w3m-shadow-2: 0 12px 40px rgba(0,0,0,.22); --w3m-shadow-3: 0 4px 16px rgba(0,0,0,.16);
  --w3m-focus-ring-width: 2px; --w3m-motion: 150ms; --w3m-touch-target: 40px; }
.w3m-root {
  --w3m-accent-default: #0f5ec7; --w3m-on-accent: #ffffff;
  ${colorRule(1, '')}
  font-family: var(--w3m-font-family, Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif);
  font-size: var(--w3m-text-m);
  color: var(--w3m-fg);
  line-height: 1.4;
}
.w3m-root[data-theme="dark"] { ${colorRule(2, '-dark')} }
.w3m-root * { box-sizing: border-box; }
.w3m-root :focus-visible { outline: var(--w3m-focus-ring-width) solid var(--w3m-focus); outline-offset: 2px; }
@media (max-width: 429.98px) { :host { --w3m-touch-target: 44px; } }
`

/** The host's theme variables as a `:host` rule (a constructable stylesheet, so no inline style under CSP). */
export function themeVariablesCss(variables: ThemeVariables): string {
  const entries = Object.entries(variables).filter(
    ([name, value]) => /^--w3m-[a-z0-9-]+$/.test(name) && /^[^;{}<>]*$/.test(String(value)),
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
