/**
 * Line icons on a 24-unit grid, drawn for this modal: each is the `d` of one stroked path
 * (stroke, caps and joins come from `.w3m-icon`). Kept as data so the set costs a few bytes each.
 */
export const ICON_PATHS = {
  copy: 'M9 8h10a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1zM16 5V4a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h1',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  back: 'M19 12H5M11 6l-6 6 6 6',
  close: 'M6 6l12 12M18 6L6 18',
  chevron: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  external: 'M14 4h6v6M20 4l-8.5 8.5M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18.5v1.5M18.5 14H20',
  wallet:
    'M18 8V6a1 1 0 0 0-1-1H6a2 2 0 0 0 0 4M4 7v11a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1V10a1 1 0 0 0-1-1H6M16 14.5h.5',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L20 20',
  warning: 'M12 4L21 19.5H3zM12 10v4.5M12 17.2v.1',
  mail: 'M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zM3.5 7l8.5 6 8.5-6',
  send: 'M12 19V5M6 11l6-6 6 6',
  receive: 'M12 5v14M6 13l6 6 6-6',
  swap: 'M7 4v16M3.5 7.5L7 4l3.5 3.5M17 20V4M13.5 16.5L17 20l3.5-3.5',
  buy: 'M12 5v14M5 12h14',
  settings:
    'M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.2 2.2M16.2 16.2l2.2 2.2M5.6 18.4l2.2-2.2M16.2 7.8l2.2-2.2',
  network: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM3.5 12h17M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  power: 'M12 3.5v8M7 6.5a7 7 0 1 0 10 0',
  // The providers' marks, reduced to a few strokes of their own (not the brands' artwork).
  google: 'M19.5 12H12.5M19.5 12a7.5 7.5 0 1 1-2.2-5.3',
  github: 'M5 10V4l4 3h6l4-3v6a7 7 0 0 1-14 0zM9.5 12.5h.01M14.5 12.5h.01',
  apple:
    'M12 8c-1.5-1.5-6.5-1.5-7 3s2 9 4.5 9c1 0 1.5-.5 2.5-.5s1.5.5 2.5.5c2.5 0 5-4.5 4.5-9S13.5 6.5 12 8zM12 8c0-2 1-3.5 3-4',
  facebook: 'M15.5 4H14a3 3 0 0 0-3 3v13M7.5 11h7',
  x: 'M5 4h3.5L19 20h-3.5zM19 4l-6 7M5 20l6-7',
  discord:
    'M6 7c4-2 8-2 12 0l2.5 9.5c-2 1.5-4 2.5-5.5 2.5l-1-2H10l-1 2c-1.5 0-3.5-1-5.5-2.5zM9.5 12.5h.01M14.5 12.5h.01',
  farcaster: 'M5 5h14M7 5v14M17 5v14M7 19h3v-6a2 2 0 0 1 4 0v6h3',
} as const

/** The name of one of the modal's icons. */
export type IconName = keyof typeof ICON_PATHS

/** Icons that point along the reading direction, mirrored in right-to-left text. */
export const DIRECTIONAL_ICONS: ReadonlySet<IconName> = new Set(['back', 'chevron'])
