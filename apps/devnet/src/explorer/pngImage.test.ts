import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { renderPngImage } from './pngImage'

/** The pixel at (x, y) as [r, g, b, a]. */
const pixel = (png: PNG, x: number, y: number) => [
  ...png.data.subarray((y * 96 + x) * 4, (y * 96 + x) * 4 + 4),
]

describe('renderPngImage', () => {
  it('draws a valid 96 px PNG: a rounded square (clear corners, opaque inside) with white cells, the same for the same seed', () => {
    const bytes = renderPngImage('05efedc2-7958-5055-a648-79f6015b5d13')
    const png = PNG.sync.read(bytes)
    expect([png.width, png.height]).toEqual([96, 96])
    expect(pixel(png, 0, 0)[3]).toBe(0)
    expect(pixel(png, 95, 95)[3]).toBe(0)
    expect(pixel(png, 48, 4)[3]).toBe(255)
    // The identicon's cells are white, the rest is the gradient.
    const colours = new Set<string>()
    for (let y = 18; y < 78; y += 12)
      for (let x = 18; x < 78; x += 12) colours.add(pixel(png, x + 6, y + 6).join())
    expect([...colours].some((colour) => colour === '255,255,255,255')).toBe(true)
    expect([...colours].some((colour) => colour !== '255,255,255,255')).toBe(true)
    expect(renderPngImage('05efedc2-7958-5055-a648-79f6015b5d13').equals(bytes)).toBe(true)
    expect(renderPngImage('another wallet').equals(bytes)).toBe(false)
    expect(bytes.length).toBeLessThan(8_000)
  })

  it('mirrors the cells left to right', () => {
    const png = PNG.sync.read(renderPngImage('mirror'))
    const white = (x: number, y: number) => pixel(png, x, y).join() === '255,255,255,255'
    const rows = [24, 36, 48, 60, 72]
    // Columns 0 and 4, 1 and 3 (their centres): white in the same rows.
    expect(rows.map((y) => white(24, y))).toEqual(rows.map((y) => white(72, y)))
    expect(rows.map((y) => white(36, y))).toEqual(rows.map((y) => white(60, y)))
  })
})
