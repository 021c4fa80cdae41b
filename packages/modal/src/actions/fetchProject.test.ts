import { describe, expect, it } from 'vitest'
import { createTestCore } from '../testing/createTestCore'
import { fetchProject } from './fetchProject'

function coreAnswering(validation: 'VALID' | 'INVALID' | 'UNKNOWN' | Error) {
  const asked: string[] = []
  const core = createTestCore({
    explorer: {
      getProjectLimits: async () => ({
        planLimits: { tier: 'pro', isAboveRpcLimit: false, isAboveMauLimit: false },
      }),
      getProjectConfig: async () => ({ features: [] }),
      isOriginAllowed: async () => true,
      getAnalyticsConfig: async () => ({ isAnalyticsEnabled: false }),
      getProjectVerification: async (origin: string) => {
        asked.push(origin)
        if (validation instanceof Error) throw validation
        return { validation }
      },
    },
  })
  const toasts = () =>
    core.stores.toast.toasts.map(({ variant, message }) => ({ variant, message }))
  return { core, asked, toasts }
}

describe('fetchProject and the verify result', () => {
  it("shows 'Unverified Domain' (APKT005) when the verify result is INVALID", async () => {
    const { core, asked, toasts } = coreAnswering('INVALID')
    await fetchProject(core, 'http://localhost:4300')
    expect(asked).toEqual(['http://localhost:4300'])
    expect(toasts()).toEqual([{ variant: 'error', message: 'Unverified Domain' }])
    // The rest of the project still loads.
    expect(core.stores.project.status).toBe('ready')
  })

  it('says nothing for VALID, UNKNOWN or no answer', async () => {
    for (const answer of ['VALID', 'UNKNOWN', new Error('down')] as const) {
      const { core, toasts } = coreAnswering(answer)
      await fetchProject(core, 'http://localhost:4300')
      expect(toasts()).toEqual([])
      expect(core.stores.project.status).toBe('ready')
    }
  })
})
