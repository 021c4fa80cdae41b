import { act, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestCore } from '../../testing/createTestCore'
import { renderForTest } from '../../testing/renderForTest'
import { FallbackImage } from './FallbackImage'

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

const fail = (container: HTMLElement) =>
  act(() => {
    container.querySelector('img')?.dispatchEvent(new Event('error'))
  })
const src = (container: HTMLElement) => container.querySelector('img')?.getAttribute('src')

/** Shows `first`'s images until the button switches to `second`'s. */
function Switcher({ first, second }: { first: string[]; second: string[] }) {
  const [sources, setSources] = useState(first)
  return (
    <>
      <button type="button" onClick={() => setSources(second)}>
        switch
      </button>
      <FallbackImage sources={sources} fallback={<span data-fallback="x">X</span>} />
    </>
  )
}

describe('FallbackImage', () => {
  it('skips empty sources, tries each in turn, then shows the fallback', async () => {
    const view = await renderForTest(
      createTestCore(),
      <FallbackImage
        sources={[undefined, '', 'http://127.0.0.1:1/a.svg', null, 'http://127.0.0.1:1/b.svg']}
        fallback={<span data-fallback="x">X</span>}
      />,
    )
    cleanup = view.unmount
    expect(src(view.container)).toBe('http://127.0.0.1:1/a.svg')
    expect(view.container.querySelector('img')?.getAttribute('alt')).toBe('')
    await fail(view.container)
    expect(src(view.container)).toBe('http://127.0.0.1:1/b.svg')
    await fail(view.container)
    expect(view.container.querySelector('img')).toBeNull()
    expect(view.container.textContent).toBe('X')
  })

  it('shows the fallback at once without a source, and starts over when the sources change', async () => {
    const empty = await renderForTest(
      createTestCore(),
      <FallbackImage sources={[]} fallback={<span>X</span>} />,
    )
    expect(empty.container.innerHTML).toBe('<span>X</span>')
    empty.unmount()
    const view = await renderForTest(
      createTestCore(),
      <Switcher first={['http://127.0.0.1:1/a.svg']} second={['http://127.0.0.1:1/c.svg']} />,
    )
    cleanup = view.unmount
    await fail(view.container)
    expect(view.container.querySelector('img')).toBeNull()
    await act(async () => view.container.querySelector('button')?.click())
    expect(src(view.container)).toBe('http://127.0.0.1:1/c.svg')
  })
})
