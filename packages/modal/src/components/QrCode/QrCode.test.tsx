import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore, FIXTURE_ADDRESS } from '../../testing/createTestCore'
import { renderForTest } from '../../testing/renderForTest'
import { QrCode, qrMatrix } from './QrCode'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('QrCode', () => {
  it('encodes the text as a square matrix (version 3 for an address)', async () => {
    const matrix = await qrMatrix(FIXTURE_ADDRESS)
    expect(matrix.size).toBe(29)
    // The three finder patterns put dark modules in the top-left corner.
    expect(matrix.path.startsWith('M0 0h1v1h-1z')).toBe(true)
  })

  it('draws an SVG labelled for screen readers once the library loaded', async () => {
    const view = await renderForTest(
      createTestCore({ connected: true }),
      <QrCode text={FIXTURE_ADDRESS} label="QR" />,
    )
    cleanup = view.unmount
    for (let i = 0; i < 20 && !view.container.querySelector('svg'); i++) await view.flush()
    const svg = view.container.querySelector('svg')
    expect(svg?.getAttribute('role')).toBe('img')
    expect(svg?.getAttribute('aria-label')).toBe('QR')
    expect(svg?.querySelector('path')?.getAttribute('d')).toBe(
      (await qrMatrix(FIXTURE_ADDRESS)).path,
    )
  })
})
