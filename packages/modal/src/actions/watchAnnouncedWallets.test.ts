import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { watchAnnouncedWallets } from './watchAnnouncedWallets'

const UUID = '00000000-0000-4000-8000-000000000001'
const provider = { request: () => Promise.resolve(null) }
const announce = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))

describe('watchAnnouncedWallets (the first load listener)', () => {
  let stop = () => {}
  afterEach(() => stop())

  it('lists an announcement with a text name, rdns and uuid and a provider with request; keeps its uuid for Connect to check', () => {
    const core = createTestCore()
    stop = watchAnnouncedWallets(core)
    announce({
      info: { uuid: UUID, name: 'Fox', rdns: 'io.fox', icon: 'data:image/png;base64,x' },
      provider,
    })
    announce({ info: { uuid: UUID, name: 'No Provider', rdns: 'io.noprovider' } })
    announce({ info: { uuid: UUID, name: 'No Request', rdns: 'io.norequest' }, provider: {} })
    announce({ info: { uuid: 7, name: 'Number Uuid', rdns: 'io.numberuuid' }, provider })
    announce({ info: { uuid: UUID, name: 42, rdns: 'io.number' }, provider })
    announce(null)
    expect(core.stores.connectors.connectors).toEqual([
      {
        id: 'io.fox',
        name: 'Fox',
        type: 'ANNOUNCED',
        chain: 'eip155',
        rdns: 'io.fox',
        uuid: UUID,
        imageUrl: 'data:image/png;base64,x',
      },
    ])
  })
})
