import { describe, expect, it } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { fetchProject } from './fetchProject'
import { verifyDomain } from './verifyDomain'

/** A fake of the explorer API's verify route: answers `validation`, records the asked URLs. */
function verifyApi(validation: 'VALID' | 'INVALID' | 'UNKNOWN' | Error) {
  const asked: URL[] = []
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    asked.push(url)
    if (validation instanceof Error) throw validation
    if (url.pathname === '/projects/v1/verify') return Response.json({ validation })
    return new Response('{}', { status: 404 })
  }) as typeof globalThis.fetch
  return { asked, fetch }
}

const toastsOf = (core: ReturnType<typeof createTestCore>) =>
  core.stores.toast.toasts.map(({ variant, message }) => ({ variant, message }))

describe('verifyDomain: the verify result', () => {
  it("shows 'Unverified Domain' (APKT005) when the verify result is INVALID", async () => {
    const core = createTestCore()
    const api = verifyApi('INVALID')
    await verifyDomain(core.stores, 'http://localhost:4300', api.fetch)
    expect(api.asked.map((url) => url.searchParams.get('origin'))).toEqual([
      'http://localhost:4300',
    ])
    expect(api.asked[0]?.searchParams.get('projectId')).toBe(core.stores.options.projectId)
    expect(toastsOf(core)).toEqual([{ variant: 'error', message: 'Unverified Domain' }])
  })

  it('says nothing for VALID or UNKNOWN, and rejects quietly without an answer', async () => {
    for (const answer of ['VALID', 'UNKNOWN'] as const) {
      const core = createTestCore()
      await verifyDomain(core.stores, 'http://localhost:4300', verifyApi(answer).fetch)
      expect(toastsOf(core)).toEqual([])
    }
    const core = createTestCore()
    await expect(
      verifyDomain(core.stores, 'http://localhost:4300', verifyApi(new Error('down')).fetch),
    ).rejects.toThrow()
    expect(toastsOf(core)).toEqual([])
  })
})

describe('fetchProject', () => {
  it('loads the rest of the project whatever the verify route answers', async () => {
    const core = createTestCore({
      options: { explorerApiUrl: 'http://127.0.0.1:1' },
      explorer: {
        getProjectLimits: async () => ({
          planLimits: { tier: 'pro', isAboveRpcLimit: false, isAboveMauLimit: false },
        }),
        getProjectConfig: async () => ({ features: [] }),
        isOriginAllowed: async () => true,
        getAnalyticsConfig: async () => ({ isAnalyticsEnabled: false }),
      },
    })
    // Port 1 refuses the verify call: no toast, and the project is ready.
    await fetchProject(core, { origin: 'http://localhost:4300' })
    expect(core.stores.project.status).toBe('ready')
    expect(toastsOf(core)).toEqual([])
  })
})
