import { describe, expect, it } from 'vitest'
import { fixtureTransactions } from '../../testing/fixtureData'
import { describeTransaction } from './describeTransaction'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('describeTransaction', () => {
  it('gives direction, signed amounts, status and UTC time', () => {
    const [sent, received, , failed] = fixtureTransactions(4, OWNER)
    if (!sent || !received || !failed) throw new Error('fixture')
    expect(describeTransaction(sent, OWNER)).toEqual({
      direction: 'out',
      title: 'Sent',
      amounts: ['−0.01 ETH'],
      status: 'Confirmed',
      time: 'Nov 20, 12:00 AM',
    })
    expect(describeTransaction(received, OWNER)).toMatchObject({
      direction: 'in',
      title: 'Received',
      amounts: ['+5 USDC'],
    })
    expect(describeTransaction(failed, OWNER).status).toBe('Failed')
  })
})
