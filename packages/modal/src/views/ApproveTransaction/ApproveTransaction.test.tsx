import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest } from '../../testing/renderForTest'
import { ApproveTransaction, placeFrame } from './ApproveTransaction'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

describe('ApproveTransaction', () => {
  it('names the request the frame waits on', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => {
        stores.auth.approval = { method: 'personal_sign', pending: 1, wasOpen: false }
      },
    })
    const view = await renderForTest(core, <ApproveTransaction />)
    cleanup = view.unmount
    expect(view.container.textContent).toContain('Approve in your secure wallet')
    expect(view.container.textContent).toContain('Review the personal_sign request.')
  })

  it('lays the frame over the dialog, at least as large as the approval card', () => {
    const frame = document.createElement('iframe')
    frame.style.display = 'none'
    placeFrame(frame, { left: 460, top: 200, width: 360, height: 300 } as DOMRect)
    expect(frame.style.display).toBe('block')
    expect([frame.style.left, frame.style.top, frame.style.width, frame.style.height]).toEqual([
      '440px',
      '110px',
      '400px',
      '480px',
    ])
  })
})
