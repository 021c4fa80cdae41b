import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findHosts, listedOrigins, renderNetworkDoc, SCANNED_DIRS } from './networkHosts'

/** Hosts found in the code under `dirs` that docs/network.md does not list. */
function unlisted(dirs: string[], root?: string): string[] {
  const listed = listedOrigins()
  return [...findHosts(dirs, root)]
    .filter(([host]) => !listed.has(host))
    .map(([host, file]) => `${host} (in ${file})`)
}

describe('the network list', () => {
  it('names every host the modal and the frame bridge may contact', () => {
    expect(unlisted(SCANNED_DIRS)).toEqual([])
    // The scan does find the defaults themselves.
    expect([...findHosts(SCANNED_DIRS).keys()]).toContain('wss://relay.walletconnect.org')
  })

  it('docs/network.md is the generated one', () => {
    const doc = readFileSync(fileURLToPath(new URL('../docs/network.md', import.meta.url)), 'utf8')
    expect(doc, 'run: pnpm exec tsx scripts/networkHosts.ts --write').toBe(renderNetworkDoc())
  })

  it('fails on a new host, skipping loopback, tests and stories', () => {
    const root = mkdtempSync(join(tmpdir(), 'network-hosts-'))
    mkdirSync(join(root, 'src/test'), { recursive: true })
    writeFileSync(
      join(root, 'src/track.ts'),
      "fetch('https://tracker.example.net/hit'); fetch('http://127.0.0.1:4100/v1')",
    )
    writeFileSync(join(root, 'src/track.test.ts'), "fetch('https://in-a-test.example.net')")
    writeFileSync(join(root, 'src/test/fake.ts'), "fetch('https://in-a-kit.example.net')")
    expect(unlisted(['src'], root)).toEqual(['https://tracker.example.net (in src/track.ts)'])
  })
})
