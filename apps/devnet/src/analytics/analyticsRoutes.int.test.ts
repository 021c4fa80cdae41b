import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PROJECT_ID, NO_SOCIALS_PROJECT_ID } from '../projects'
import { analyticsRoutes, MAX_BODY_BYTES } from './index'

let db: PGlite
let app: ReturnType<typeof analyticsRoutes>
const url = (path: string, projectId = DEMO_PROJECT_ID) =>
  `http://127.0.0.1:4100${path}?projectId=${projectId}&st=appkit&sv=html-wagmi-1.0.0`
const post = (path: string, body: string, init: { projectId?: string; type?: string } = {}) =>
  app.request(url(path, init.projectId), {
    method: 'POST',
    body,
    headers: {
      'content-type': init.type ?? 'text/plain;charset=UTF-8',
      origin: 'http://127.0.0.1:4300',
    },
  })
const readBack = async (query: string) =>
  (await app.request(`http://127.0.0.1:4100/devnet/analytics?${query}`)).json()

beforeAll(async () => {
  db = new PGlite()
  app = analyticsRoutes({ db })
})
afterAll(async () => {
  await db.close()
})

describe('analyticsRoutes', () => {
  it('stores an error report and reads it back', async () => {
    const report = { type: 'error', event: 'ERROR', properties: { errorMessage: 'boom' } }
    const response = await post('/e', JSON.stringify(report), { type: 'application/json' })
    expect(response.status).toBe(202)
    const { items } = await readBack(`kind=errors&projectId=${DEMO_PROJECT_ID}`)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      kind: 'error',
      projectId: DEMO_PROJECT_ID,
      origin: 'http://127.0.0.1:4300',
      payload: report,
    })
    expect(Date.parse(items[0].receivedAt)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('stores a beacon batch (text/plain) one row per event, in order, per project', async () => {
    const events = [1, 2, 3].map((n) => ({
      eventId: `e${n}`,
      props: { type: 'track', event: 'MODAL_OPEN' },
    }))
    expect(
      (await post('/batch', JSON.stringify(events), { projectId: NO_SOCIALS_PROJECT_ID })).status,
    ).toBe(202)
    const mine = await readBack(`kind=events&projectId=${NO_SOCIALS_PROJECT_ID}`)
    expect(
      mine.items.map((item: { payload: { eventId: string } }) => item.payload.eventId),
    ).toEqual(['e1', 'e2', 'e3'])
    expect((await readBack(`kind=events&projectId=${DEMO_PROJECT_ID}`)).items).toEqual([])
  })

  it('refuses bad bodies and unknown projects, and stores nothing for them', async () => {
    expect((await post('/batch', '{not json')).status).toBe(400)
    expect((await post('/batch', '[]')).status).toBe(400)
    expect((await post('/e', '[1,2]')).status).toBe(400)
    expect((await post('/batch', JSON.stringify([{ a: 'x'.repeat(MAX_BODY_BYTES) }]))).status).toBe(
      413,
    )
    const unknown = await post('/e', '{}', { projectId: 'ffffffffffffffffffffffffffffffff' })
    expect(unknown.status).toBe(403)
    expect((await readBack(`projectId=${DEMO_PROJECT_ID}`)).count).toBe(1)
  })

  it('clears a project on request and refuses a bad read-back query', async () => {
    const cleared = await app.request(
      `http://127.0.0.1:4100/devnet/analytics?projectId=${DEMO_PROJECT_ID}`,
      {
        method: 'DELETE',
      },
    )
    expect(await cleared.json()).toEqual({ deleted: 1 })
    expect((await readBack(`projectId=${DEMO_PROJECT_ID}`)).count).toBe(0)
    expect((await app.request('http://127.0.0.1:4100/devnet/analytics?kind=nope')).status).toBe(400)
  })
})
