import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { ReceiverInput } from './ReceiverInput'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('ReceiverInput', () => {
  it('shows the resolved name and short address, and hands on typing', async () => {
    const onChange = vi.fn()
    const view = await renderForTest(
      createTestCore({ connected: true }),
      <ReceiverInput
        receiver={{
          receiverInput: 'bob.reown.id',
          receiverAddress: BOB,
          receiverProfileName: 'bob.reown.id',
          receiverProfileImage: undefined,
          receiverStatus: 'resolved',
        }}
        onChange={onChange}
      />,
    )
    cleanup = view.unmount
    const status = view.container.querySelector('[data-testid="w3m-send-receiver-status"]')
    expect(status?.textContent).toBe('bob.reown.id0x7099…79C8')
    typeInto(view.container.querySelector('input') as HTMLInputElement, 'alice.reown.id')
    expect(onChange).toHaveBeenLastCalledWith('alice.reown.id')
  })

  it('says when a name points nowhere', async () => {
    const view = await renderForTest(
      createTestCore({ connected: true }),
      <ReceiverInput
        receiver={{
          receiverInput: 'x.reown.id',
          receiverAddress: undefined,
          receiverProfileName: undefined,
          receiverProfileImage: undefined,
          receiverStatus: 'unknown',
        }}
        onChange={() => undefined}
      />,
    )
    cleanup = view.unmount
    expect(view.container.textContent).toContain('No address found for this name')
  })
})
