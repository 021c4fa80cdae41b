import type { BrowserContext } from '@playwright/test'
import { isLoopbackUrl } from '../networkGuard'

/**
 * Blocks every request of the context's pages to a non-loopback host and returns the list it
 * fills with them, so a test can fail on it.
 */
export async function watchOffHostRequests(context: BrowserContext): Promise<string[]> {
  const offHost: string[] = []
  await context.route(
    (url) => !isLoopbackUrl(url.toString()),
    async (route) => {
      offHost.push(route.request().url())
      await route.abort('blockedbyclient')
    },
  )
  // WebSockets do not pass through request routing; watch them apart.
  context.on('page', (page) => {
    page.on('websocket', (socket) => {
      if (!isLoopbackUrl(socket.url())) offHost.push(socket.url())
    })
  })
  return offHost
}
