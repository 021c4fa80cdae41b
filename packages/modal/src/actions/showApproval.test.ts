import { describe, expect, it } from 'vitest'
import { createTestStores } from '../test/fixtures'
import { openModal } from './router'
import { hideApproval, showApproval } from './showApproval'

describe('showApproval / hideApproval', () => {
  it('a closed modal opens on ApproveTransaction and closes when the request settles', () => {
    const stores = createTestStores()
    showApproval({ stores }, 'personal_sign')
    expect(stores.modal.open).toBe(true)
    expect(stores.router.current.view).toBe('ApproveTransaction')
    hideApproval({ stores })
    expect(stores.modal.open).toBe(false)
  })

  it('an open modal goes back to its view; two requests keep it until both settle', () => {
    const stores = createTestStores()
    stores.account.address = '0xa1'
    openModal(stores)
    showApproval({ stores }, 'personal_sign')
    showApproval({ stores }, 'eth_sendTransaction')
    hideApproval({ stores })
    expect(stores.router.current.view).toBe('ApproveTransaction')
    hideApproval({ stores })
    expect(stores.modal.open).toBe(true)
    expect(stores.router.current.view).toBe('Account')
  })
})
