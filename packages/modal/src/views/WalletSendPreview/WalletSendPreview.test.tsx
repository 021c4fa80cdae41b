import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { FIXTURE_TOKENS } from '../../testing/fixtureData'
import { renderForTest } from '../../testing/renderForTest'
import { WalletSendPreview } from './WalletSendPreview'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

/** 0.01 ETH ready to go, with the send at `status`. */
const busyCore = (status: 'sending' | 'pending', hash?: string) =>
  createTestCore({
    connected: true,
    setup: (stores) => {
      stores.send.token = FIXTURE_TOKENS[0]
      stores.send.sendTokenAmount = '0.01'
      stores.send.receiverAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      stores.send.status = status
      stores.send.hash = hash
    },
  })

describe('WalletSendPreview', () => {
  it('summarises amount, receiver, network and fee', async () => {
    const core = createTestCore({
      connected: true,
      setup: (stores) => {
        stores.send.token = FIXTURE_TOKENS[0]
        stores.send.sendTokenAmount = '0.01'
        stores.send.receiverAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
        stores.send.receiverProfileName = 'bob.reown.id'
        stores.send.fee = {
          gas: '25200',
          maxFeePerGas: '2000000000',
          fee: '0.0000504',
          symbol: 'ETH',
        }
      },
    })
    const view = await renderForTest(core, <WalletSendPreview />)
    cleanup = view.unmount
    const text = view.container.textContent ?? ''
    expect(text).toContain('Send 0.01 ETH')
    expect(text).toContain('To bob.reown.id 0x7099…79C8')
    expect(text).toContain('Network: Base')
    expect(view.container.querySelector('[data-testid="w3m-send-fee"]')?.textContent).toBe(
      'Network fee: 0.00005 ETH',
    )
  })

  it('refuses to send while the wallet is asked', async () => {
    const core = busyCore('sending')
    const view = await renderForTest(core, <WalletSendPreview />)
    cleanup = view.unmount
    expect(
      view.container.querySelector<HTMLButtonElement>('[data-testid="w3m-send-confirm"]')?.disabled,
    ).toBe(true)
    expect(view.container.textContent).toContain('Confirm the transaction in your wallet')
  })

  it('shows a pending send with its hash and explorer link, Send still off', async () => {
    const hash = `0x${'12'.repeat(32)}`
    const core = busyCore('pending', hash)
    const view = await renderForTest(core, <WalletSendPreview />)
    cleanup = view.unmount
    const $ = (id: string) => view.container.querySelector<HTMLElement>(`[data-testid="${id}"]`)
    expect($('w3m-send-pending')?.textContent).toContain('pending')
    expect($('w3m-send-pending-hash')?.textContent).toBe(hash)
    expect($('w3m-send-pending-explorer')?.getAttribute('href')).toBe(
      `https://basescan.org/tx/${hash}`,
    )
    expect(($('w3m-send-confirm') as HTMLButtonElement).disabled).toBe(true)
  })
})
