import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Icon } from './Icon'
import { Identicon } from './Identicon'
import { ICON_PATHS, type IconName } from './icons'
import { NetworkMark } from './NetworkMark'

const DEV_ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('Icon', () => {
  it('draws every icon as a hidden inline SVG path, with no text that a font would have to carry', () => {
    for (const name of Object.keys(ICON_PATHS) as IconName[]) {
      const markup = renderToStaticMarkup(<Icon name={name} />)
      expect(markup).toMatch(
        /^<svg class="w3m-icon[^"]*" viewBox="0 0 24 24"[^>]*aria-hidden="true"/,
      )
      expect(markup).toContain(`<path d="${ICON_PATHS[name]}"`)
      expect(markup.replace(/<[^>]*>/g, '')).toBe('')
    }
  })

  it('mirrors only the icons that point along the reading direction', () => {
    expect(renderToStaticMarkup(<Icon name="back" />)).toContain('w3m-icon-directional')
    expect(renderToStaticMarkup(<Icon name="copy" />)).not.toContain('w3m-icon-directional')
  })
})

describe('NetworkMark', () => {
  it('gives Base, Arbitrum and Solana their own marks and any other network the globe', () => {
    const base = renderToStaticMarkup(<NetworkMark chainId={8453} />)
    const arbitrum = renderToStaticMarkup(<NetworkMark chainId={42161} />)
    const solana = renderToStaticMarkup(<NetworkMark chainId="mainnet" namespace="solana" />)
    const other = renderToStaticMarkup(<NetworkMark chainId={10} />)
    expect(new Set([base, arbitrum, solana, other]).size).toBe(4)
    expect(base).toContain('#0052ff')
    expect(other).toBe(renderToStaticMarkup(<Icon name="network" />))
  })
})

describe('Identicon', () => {
  it('is the same picture for an address in any case, and another for another address', () => {
    const picture = renderToStaticMarkup(<Identicon address={DEV_ACCOUNT} />)
    expect(renderToStaticMarkup(<Identicon address={DEV_ACCOUNT.toLowerCase()} />)).toBe(picture)
    expect(
      renderToStaticMarkup(<Identicon address="0x70997970C51812dc3A010C7d01b50e0d17dc79C8" />),
    ).not.toBe(picture)
    // Mirrored: each filled cell has its twin across the middle column.
    const cells = [...picture.matchAll(/<rect x="(\d)" y="(\d)"/g)].map(([, x, y]) => `${x},${y}`)
    expect(cells.length).toBeGreaterThan(0)
    for (const cell of cells) {
      const [x, y] = cell.split(',').map(Number) as [number, number]
      expect(cells).toContain(`${4 - x},${y}`)
    }
  })
})
