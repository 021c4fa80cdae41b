import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest } from '../../testing/renderForTest'
import { arbitrum, base, solanaDevnet } from '../../utils/networks'
import { NetworkImage } from './NetworkImage'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('NetworkImage', () => {
  it("shows the explorer's asset image of a known network and its own mark when that fails", async () => {
    const core = createTestCore()
    const view = await renderForTest(core, <NetworkImage network={base} size={28} />)
    cleanup = view.unmount
    const image = view.container.querySelector('img')
    expect(image?.getAttribute('src')).toBe(
      'http://127.0.0.1:4100/public/getAssetImage/7289c336-3981-4081-c5f4-efc26ac64a00?projectId=11111111111111111111111111111111',
    )
    expect(image?.getAttribute('width')).toBe('28')
    act(() => {
      image?.dispatchEvent(new Event('error'))
    })
    expect(view.container.querySelector('img')).toBeNull()
    expect(view.container.querySelector('svg.w3m-mark')).not.toBeNull()
  })

  it('draws the mark at once, with no request, for a network the explorer has no image of', async () => {
    const arb = await renderForTest(createTestCore(), <NetworkImage network={arbitrum} />)
    expect(arb.container.querySelector('img')?.getAttribute('src')).toContain(
      '/public/getAssetImage/3bff954d-5cb0-47a0-9a23-d20192e74600?',
    )
    arb.unmount()
    for (const network of [solanaDevnet, undefined]) {
      const view = await renderForTest(createTestCore(), <NetworkImage network={network} />)
      expect(view.container.querySelector('img')).toBeNull()
      expect(view.container.querySelector('svg')).not.toBeNull()
      view.unmount()
    }
  })
})
