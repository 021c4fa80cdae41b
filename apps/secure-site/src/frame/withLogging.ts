import type { FrameHandlers } from '@w3m/frame-bridge/host'

type AnyHandler = (payload: unknown, context: unknown) => unknown

/**
 * `enableLogger=true`: each request's name, outcome and duration go to the frame's console.
 * Payloads and results are never logged (they hold codes, tokens and messages to sign).
 */
export function withLogging(handlers: FrameHandlers): FrameHandlers {
  const logged: Record<string, AnyHandler> = {}
  for (const [name, handler] of Object.entries(handlers) as Array<[string, AnyHandler]>) {
    logged[name] = async (payload, context) => {
      const started = performance.now()
      const took = () => `${Math.round(performance.now() - started)} ms`
      try {
        const result = await handler(payload, context)
        console.debug(`[w3m-secure] ${name} ok (${took()})`)
        return result
      } catch (error) {
        console.debug(`[w3m-secure] ${name} failed (${took()}): ${(error as Error).message}`)
        throw error
      }
    }
  }
  return logged as FrameHandlers
}
