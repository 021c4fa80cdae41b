import { DIRECTIONAL_ICONS, ICON_PATHS, type IconName } from './icons'

/**
 * One of the modal's line icons as inline SVG in the current text colour. Decorative: the control
 * around it carries the accessible name.
 */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      className={DIRECTIONAL_ICONS.has(name) ? 'w3m-icon w3m-icon-directional' : 'w3m-icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <path d={ICON_PATHS[name]} />
    </svg>
  )
}
