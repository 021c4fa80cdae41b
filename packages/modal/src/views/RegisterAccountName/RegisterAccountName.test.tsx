import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { INVALID_NAME_MESSAGE, registerNameStoreOf } from '../../actions/registerNameForm'
import type { Core } from '../../core/createCore'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest, typeInto } from '../../testing/renderForTest'
import { RegisterAccountName, SUGGESTIONS_DEBOUNCE_MS } from './RegisterAccountName'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

/** A core whose Blockchain API answers suggestions from memory, recording each label asked. */
function coreWithSuggestions(taken: string[]) {
  const asked: string[] = []
  const core = createTestCore({ connected: true })
  core.blockchain = {
    getNameSuggestions: async (label: string, zone: string) => {
      asked.push(label)
      return [label, `${label}1`].map((candidate) => {
        const name = `${candidate}.${zone}`
        return { name, registered: taken.includes(name) }
      })
    },
  } as unknown as Core['blockchain']
  return { core, asked }
}

async function render(core: Core) {
  core.stores.router.history = [
    { view: 'Account', params: undefined },
    { view: 'RegisterAccountName', params: undefined },
  ]
  core.stores.router.current = { view: 'RegisterAccountName', params: undefined }
  const view = await renderForTest(core, <RegisterAccountName />)
  cleanup = view.unmount
  const byId = <T extends HTMLElement>(id: string) =>
    view.container.querySelector<T>(`[data-testid="${id}"]`) as T
  const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)))
  return { view, byId, pause }
}

describe('RegisterAccountName', () => {
  it('asks for suggestions once typing pauses and shows which are taken', async () => {
    const { core, asked } = coreWithSuggestions(['alice.reown.id'])
    const { byId, pause } = await render(core)
    const input = byId<HTMLInputElement>('w3m-register-name-input')
    for (const typed of ['ali', 'alic', 'Alice']) typeInto(input, typed)
    await pause(0)
    expect(byId('w3m-register-name-full').textContent).toBe('alice.reown.id')
    await pause(SUGGESTIONS_DEBOUNCE_MS + 100)
    expect(asked).toEqual(['alice'])
    const taken = byId<HTMLButtonElement>('w3m-name-suggestion-alice.reown.id')
    expect(taken.textContent).toContain('Taken')
    expect(taken.disabled).toBe(true)
    const free = byId<HTMLButtonElement>('w3m-name-suggestion-alice1.reown.id')
    expect(free.textContent).toContain('Available')
    await act(async () => free.click())
    expect(byId<HTMLInputElement>('w3m-register-name-input').value).toBe('alice1.reown.id')
    expect(byId('w3m-register-name-full').textContent).toBe('alice1.reown.id')
  })

  it('says what is wrong with a name as typed and will not register it', async () => {
    const { core, asked } = coreWithSuggestions([])
    const { byId, pause } = await render(core)
    typeInto(byId<HTMLInputElement>('w3m-register-name-input'), 'al_ice')
    await pause(SUGGESTIONS_DEBOUNCE_MS + 100)
    expect(byId('w3m-register-name-invalid').textContent).toBe(INVALID_NAME_MESSAGE)
    expect(byId<HTMLButtonElement>('w3m-register-name-submit').disabled).toBe(true)
    expect(asked).toEqual([])
  })

  it("shows the service's error, then the success state whose Done empties the form", async () => {
    const { core } = coreWithSuggestions([])
    const form = registerNameStoreOf(core)
    const { byId } = await render(core)
    await act(async () => {
      Object.assign(form, { input: 'alice', error: 'Name alice.reown.id is already registered' })
    })
    expect(byId('w3m-register-name-error').textContent).toBe(
      'Name alice.reown.id is already registered',
    )
    await act(async () => {
      Object.assign(form, { status: 'success', registered: 'alice.reown.id', error: undefined })
    })
    expect(byId('w3m-register-name-form')).toBeNull()
    await act(async () => byId('w3m-register-name-done').click())
    expect(form).toMatchObject({ input: '', status: 'idle', registered: undefined })
    expect(core.stores.router.current.view).toBe('Account')
  })
})
