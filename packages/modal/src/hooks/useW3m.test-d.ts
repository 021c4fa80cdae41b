import { describe, expectTypeOf, it } from 'vitest'
import type { AccountStatus } from '../stores/createAccountStore'
import type { ViewName } from '../stores/viewParams'
import { useW3mAccount, useW3mModal, useW3mNetwork } from './useW3m'

describe('the React hooks', () => {
  it('useW3mModal opens a view with exactly its params', () => {
    const { open, close, isOpen, view } = useW3mModal()
    expectTypeOf(isOpen).toEqualTypeOf<boolean>()
    expectTypeOf(view).toEqualTypeOf<ViewName>()
    expectTypeOf(close).toEqualTypeOf<() => void>()
    open()
    open('Account')
    open('ConnectingSocial', { provider: 'github' })
    // @ts-expect-error ConnectingSocial needs its provider
    open('ConnectingSocial')
    // @ts-expect-error not a social provider
    open('ConnectingSocial', { provider: 'myspace' })
    // @ts-expect-error Account takes no params
    open('Account', { provider: 'github' })
  })

  it('useW3mAccount says what is connected', () => {
    const account = useW3mAccount()
    expectTypeOf(account.status).toEqualTypeOf<AccountStatus>()
    expectTypeOf(account.isConnected).toEqualTypeOf<boolean>()
    expectTypeOf(account.address).toEqualTypeOf<string | undefined>()
  })

  it('useW3mNetwork names the active network and the configured ones', () => {
    const network = useW3mNetwork()
    expectTypeOf(network.chainId).toEqualTypeOf<number | undefined>()
    expectTypeOf(network.isSupported).toEqualTypeOf<boolean>()
    expectTypeOf(network.networks[0]?.id).toEqualTypeOf<number | undefined>()
  })
})
