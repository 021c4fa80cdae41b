import { describe, expect, it } from 'vitest'
import { isLoopbackOrigin } from './api/cors'
import { DEFAULT_DATA_DIR, optionsFromEnv, portFromEnv } from './config'

describe('config', () => {
  it('takes each port from its variable, else the default moved by W3M_PORT_OFFSET', () => {
    expect(portFromEnv('W3M_DEVNET_PORT', {})).toBe(4100)
    expect(portFromEnv('W3M_DEVNET_PORT', { W3M_PORT_OFFSET: '2000' })).toBe(6100)
    expect(
      portFromEnv('W3M_BASE_RPC_PORT', { W3M_BASE_RPC_PORT: '9999', W3M_PORT_OFFSET: '2000' }),
    ).toBe(9999)
  })

  it('reads the data folder and the reset flag', () => {
    expect(optionsFromEnv({}, [])).toMatchObject({
      dataDir: DEFAULT_DATA_DIR,
      reset: false,
      arbRpcPort: 8546,
      solanaRpcPort: 8899,
    })
    expect(optionsFromEnv({ W3M_DEVNET_DATA: '/tmp/x' }, ['--reset'])).toMatchObject({
      dataDir: '/tmp/x',
      reset: true,
    })
    expect(optionsFromEnv({ W3M_DEVNET_RESET: '1' }, []).reset).toBe(true)
  })

  it('treats only this machine as a loopback origin', () => {
    expect(isLoopbackOrigin('http://127.0.0.1:4300')).toBe(true)
    expect(isLoopbackOrigin('http://localhost:4200')).toBe(true)
    expect(isLoopbackOrigin('http://[::1]:6006')).toBe(true)
    expect(isLoopbackOrigin('https://localhost.evil.example')).toBe(false)
    expect(isLoopbackOrigin('null')).toBe(false)
  })
})
