import { useEffect, useState } from 'react'
import { showToast } from '../actions/toast'
import type { Core } from '../core/createCore'

/** How long the copy icon shows its check after a copy. */
const COPIED_MS = 1_500

/** Copies an address to the clipboard with a toast; `copied` stays true a moment (the check icon). */
export function useCopyAddress(core: Core) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address)
      setCopied(true)
      showToast(core.stores, 'success', 'Address copied')
    } catch {
      showToast(core.stores, 'error', 'Could not copy the address')
    }
  }
  return { copied, copy }
}

/** A flag that is true while an action runs: `run(action)` sets it around the action. */
export function useBusy() {
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await action()
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
