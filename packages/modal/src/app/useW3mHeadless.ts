import { useEffect, useSyncExternalStore } from 'react'
import type { Headless, HeadlessState } from './createHeadless'

/**
 * The state of a headless instance for a React UI: starts it while mounted and re-renders on
 * every change. Call the instance's methods (`connect`, `switchNetwork`, …) from handlers.
 */
export function useW3mHeadless(headless: Headless): HeadlessState {
  useEffect(() => headless.start(), [headless])
  return useSyncExternalStore(headless.subscribe, headless.getState, headless.getState)
}
