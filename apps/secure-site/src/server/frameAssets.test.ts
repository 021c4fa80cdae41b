import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { distFrameAssets } from './frameAssets'

describe('distFrameAssets', () => {
  it('serves the two built files with their types, and nothing else', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'frame-dist-'))
    writeFileSync(join(dir, 'frame.js'), 'console.log(1)')
    writeFileSync(join(dir, 'secret.txt'), 'no')
    const assets = distFrameAssets(dir)
    expect(await assets.get('frame.js')).toEqual({
      body: 'console.log(1)',
      contentType: 'text/javascript; charset=utf-8',
    })
    expect(await assets.get('frame.css')).toBeUndefined()
    expect(await assets.get('secret.txt')).toBeUndefined()
    expect(await assets.get('../frame.js')).toBeUndefined()
  })
})
