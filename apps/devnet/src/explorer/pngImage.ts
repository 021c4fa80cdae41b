import { createHash } from 'node:crypto'
import { deflateSync } from 'node:zlib'

/** The side of a wallet image, in pixels (the explorer's are raster squares of about this size). */
const SIZE = 96
/** The corner radius of the image's rounded square. */
const RADIUS = 24
/** Samples a pixel's side is cut into, for smooth corners and cells (4 × 4 a pixel). */
const SAMPLES = 4
/** The identicon's grid: 5 × 5 cells, mirrored left to right, in a 60 px square at the centre. */
const CELLS = 5
const CELL_PX = 12
const GRID_START = (SIZE - CELLS * CELL_PX) / 2

/** sRGB bytes of `hsl(hue saturation lightness)` (fractions for the last two). */
function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const part = (offset: number) => {
    const k = (offset + hue / 30) % 12
    const value = lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
  }
  return [part(0), part(8), part(4)]
}

/** Whether (x, y), in pixels from the top left, lies inside the rounded square. */
function insideSquare(x: number, y: number): boolean {
  const dx = Math.max(RADIUS - x, 0, x - (SIZE - RADIUS))
  const dy = Math.max(RADIUS - y, 0, y - (SIZE - RADIUS))
  return dx * dx + dy * dy <= RADIUS * RADIUS
}

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  return crc >>> 0
})

/** CRC-32 as PNG's chunks carry it. */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** One PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** An RGBA image, `SIZE` square, as a PNG (8 bits a channel, each row filtered by its left neighbour). */
function encodePng(rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header[8] = 8 // bits a channel
  header[9] = 6 // RGBA
  const stride = SIZE * 4
  const rows = Buffer.alloc((stride + 1) * SIZE)
  for (let y = 0; y < SIZE; y++) {
    const out = y * (stride + 1)
    rows[out] = 1 // filter: Sub
    for (let i = 0; i < stride; i++) {
      const value = rgba[y * stride + i] as number
      const left = i >= 4 ? (rgba[y * stride + i - 4] as number) : 0
      rows[out + 1 + i] = (value - left) & 0xff
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * A wallet's image as the hosted explorer serves one: a raster square (PNG here), not an SVG. A
 * rounded square in a diagonal gradient whose two hues come from the seed, with a white 5 × 5
 * identicon, mirrored, from the seed's other bits; edges smoothed by 4 × 4 samples a pixel. The
 * same seed gives the same bytes.
 */
export function renderPngImage(seed: string): Buffer {
  const hash = createHash('sha256').update(seed).digest()
  const hue = ((hash[0] ?? 0) * 360) / 256
  const hue2 = (hue + 40 + ((hash[1] ?? 0) % 80)) % 360
  const from = hslToRgb(hue, 0.7, 0.55)
  const to = hslToRgb(hue2, 0.7, 0.38)
  // Cells of the left three columns, mirrored onto the right two; at least one cell set.
  const cells = Array.from({ length: CELLS * 3 }, (_, index) =>
    Boolean(((hash[2 + (index >> 3)] ?? 0) >> (index & 7)) & 1),
  )
  if (!cells.some(Boolean)) cells[7] = true
  const cellOn = (x: number, y: number) => {
    const column = Math.floor((x - GRID_START) / CELL_PX)
    const row = Math.floor((y - GRID_START) / CELL_PX)
    if (column < 0 || row < 0 || column >= CELLS || row >= CELLS) return false
    return cells[row * 3 + Math.min(column, CELLS - 1 - column)] ?? false
  }
  const rgba = new Uint8Array(SIZE * SIZE * 4)
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      let covered = 0
      let white = 0
      for (let sy = 0; sy < SAMPLES; sy++)
        for (let sx = 0; sx < SAMPLES; sx++) {
          const px = x + (sx + 0.5) / SAMPLES
          const py = y + (sy + 0.5) / SAMPLES
          if (!insideSquare(px, py)) continue
          covered++
          if (cellOn(px, py)) white++
        }
      if (covered === 0) continue
      const t = (x + y) / (2 * (SIZE - 1))
      const share = white / covered
      const at = (y * SIZE + x) * 4
      for (let channel = 0; channel < 3; channel++) {
        const base = (from[channel] as number) * (1 - t) + (to[channel] as number) * t
        rgba[at + channel] = Math.round(base * (1 - share) + 255 * share)
      }
      rgba[at + 3] = Math.round((255 * covered) / (SAMPLES * SAMPLES))
    }
  return encodePng(rgba)
}
