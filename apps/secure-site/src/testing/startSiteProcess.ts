import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { workspaceAliases } from '../../../../aliases'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** A tsconfig mapping the workspace packages to their sources, as Vitest's aliases do. */
function sourcesTsconfig(): string {
  const paths = Object.fromEntries(
    workspaceAliases.map(({ find, replacement }) => [
      find.source.replace(/^\^|\$$/g, '').replace(/\\\//g, '/'),
      [replacement],
    ]),
  )
  const file = join(mkdtempSync(join(tmpdir(), 'w3m-site-process-')), 'tsconfig.json')
  writeFileSync(file, JSON.stringify({ compilerOptions: { paths } }))
  return file
}

/** What the process stands on: the same as `serveTestSite`'s, with the database by URL. */
export type SiteProcessParts = {
  databaseUrl: string
  rpcUrl: string
  factory?: string | undefined
  smtpPort: number
}

/** Starts `siteProcess.ts` (through tsx) and resolves once it serves; `kill` sends SIGKILL. */
export async function startSiteProcess(parts: SiteProcessParts) {
  const child = spawn(process.execPath, ['--import', 'tsx', here('./siteProcess.ts')], {
    cwd: here('../../../..'),
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: sourcesTsconfig(),
      W3M_TEST_SITE: JSON.stringify(parts),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /^listening (\S+)$/m.exec(output)
      if (match) resolve(match[1]!)
    })
    child.once('exit', (code) => reject(new Error(`the site process exited (${code}): ${output}`)))
  })
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  return {
    url,
    /** Ends the process at once, as a crash or an OOM kill would: no cleanup of any kind. */
    async kill() {
      child.kill('SIGKILL')
      await exited
    },
  }
}
