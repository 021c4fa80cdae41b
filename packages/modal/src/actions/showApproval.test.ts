import { describe, expect, it } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { openModal } from './router'
import { hideApproval, showApproval } from './showApproval'

describe('showApproval / hideApproval', () => {
  it('a closed modal opens on ApproveTransaction and closes when the request settles', () => {
    const stores = createTestCore().stores
    showApproval({ stores }, { method: 'personal_sign' })
    expect(stores.modal.open).toBe(true)
    expect(stores.router.current.view).toBe('ApproveTransaction')
    hideApproval({ stores })
    expect(stores.modal.open).toBe(false)
  })

  it('an open modal goes back to its view; two requests keep it until both settle', () => {
    const stores = createTestCore().stores
    stores.account.address = '0xa1'
    openModal(stores)
    showApproval({ stores }, { method: 'personal_sign' })
    showApproval({ stores }, { method: 'eth_sendTransaction' })
    hideApproval({ stores })
    expect(stores.router.current.view).toBe('ApproveTransaction')
    hideApproval({ stores })
    expect(stores.modal.open).toBe(true)
    expect(stores.router.current.view).toBe('Account')
  })
})
