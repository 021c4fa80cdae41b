import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ExplorerWallet } from '../../schemas/explorerSchemas'
import { matchWalletsByName } from '../../stores/walletList'
import { createTestCore, type TestCoreParameters } from '../../testing/createTestCore'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { AllWallets } from './AllWallets'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

const NAMES = ['Saffron', 'Rainbow', 'Safe Haven', 'Zerion', 'Trust', 'Safari Wallet']
/** 1,200 wallets, 6 names repeated under new names, each with an image of its own. */
const CATALOGUE: ExplorerWallet[] = Array.from({ length: 1200 }, (_, index) => ({
  id: `wallet-${index}`,
  name: `${NAMES[index % NAMES.length]} ${index}`,
  image_id: `image-${index}`,
}))

async function mountAllWallets(explorer: TestCoreParameters['explorer'] = {}) {
  const core = createTestCore({
    explorer,
    setup: (stores) =>
      void Object.assign(stores.wallets, {
        wallets: CATALOGUE,
        count: CATALOGUE.length,
        page: 30,
        status: 'ready',
      }),
  })
  const view = await renderForTest(core, <AllWallets />)
  cleanup = view.unmount
  const tiles = () => [...view.container.querySelectorAll<HTMLButtonElement>('.w3m-tile')]
  const search = view.container.querySelector('input') as HTMLInputElement
  /** Two frames: the one that paints a keystroke, then the one that brings the images. */
  const nextFrames = () =>
    act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
  return { core, view, tiles, search, nextFrames }
}

describe('AllWallets', () => {
  it('filters 1,200 wallets on a keystroke, in the cells already there, images a frame after', async () => {
    const { tiles, search, nextFrames } = await mountAllWallets()
    const before = tiles()
    expect(before).toHaveLength(24)
    expect(before.every((tile) => tile.querySelector('img'))).toBe(true)

    typeInto(search, 'saf')
    const expected = matchWalletsByName(CATALOGUE, 'saf').slice(0, 24)
    const after = tiles()
    expect(after.map((tile) => tile.dataset.testid)).toEqual(
      expected.map((wallet) => `w3m-wallet-${wallet.id}`),
    )
    expect(after.map((tile) => tile.textContent)).toEqual(expected.map((wallet) => wallet.name))
    // The same buttons, now another wallet's: no tile was torn down and built again.
    expect(after.every((tile, index) => tile === before[index])).toBe(true)
    // A tile whose wallet changed shows no image (never the previous wallet's) until the next frame.
    expect(after[1]?.querySelector('img')).toBeNull()
    expect(after[1]?.querySelector('.w3m-wallet-image')).not.toBeNull()
    await nextFrames()
    await nextFrames()
    expect(after[1]?.querySelector('img')?.getAttribute('src')).toContain(
      `getWalletImage/${expected[1]?.image_id}`,
    )
  })

  it('says nothing matches, and a blank text brings every wallet back', async () => {
    const { view, tiles, search } = await mountAllWallets()
    typeInto(search, 'qqqq')
    expect(tiles()).toHaveLength(0)
    expect(view.container.textContent).toContain('Nothing matches “qqqq”.')
    typeInto(search, '   ')
    expect(tiles().map((tile) => tile.dataset.testid)[0]).toBe('w3m-wallet-wallet-0')
  })

  it('opens the chosen wallet, the handler following the filter', async () => {
    const { core, tiles, search } = await mountAllWallets()
    typeInto(search, 'zerion 1')
    const [first] = tiles()
    expect(first?.dataset.testid).toBe('w3m-wallet-wallet-15')
    act(() => first?.click())
    expect(core.stores.router.current).toMatchObject({
      view: 'ConnectingWalletConnect',
      params: { walletId: 'wallet-15' },
    })
  })

  it("shows the explorer's answer for a text while pages are still to load", async () => {
    const searchWallets = vi.fn(async (text: string) => ({
      count: 1,
      data: [{ id: 'remote', name: `Remote ${text}`, image_id: 'remote-image' }],
    }))
    const { core, view, tiles, search } = await mountAllWallets({
      searchWallets: searchWallets as never,
    })
    act(() => {
      core.stores.wallets.count = 5000
    })
    typeInto(search, 'saf')
    // At once: the loaded matches.
    expect(tiles()[0]?.dataset.testid).toBe('w3m-wallet-wallet-0')
    await act(() => vi.waitFor(() => expect(core.stores.wallets.search.status).toBe('ready')))
    expect(searchWallets).toHaveBeenCalledWith('saf')
    await view.flush()
    expect(tiles().map((tile) => tile.dataset.testid)).toEqual(['w3m-wallet-remote'])
  })
})
