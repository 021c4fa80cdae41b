import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { SecureSiteError } from './errors'

/** A built file of the frame page. */
export type FrameAsset = { body: string; contentType: string }

/** The frame page's built files (`frame.js`, `frame.css`) by name. */
export type FrameAssets = { get(name: string): Promise<FrameAsset | undefined> }

const CONTENT_TYPES: Record<string, string> = {
  'frame.js': 'text/javascript; charset=utf-8',
  'frame.css': 'text/css; charset=utf-8',
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The Vite build in `dist/` (what `vite build` writes). */
export function distFrameAssets(distDir = here('../../dist')): FrameAssets {
  return {
    async get(name) {
      const type = CONTENT_TYPES[name]
      const file = `${distDir}/${name}`
      if (!type || !existsSync(file)) return undefined
      return { body: readFileSync(file, 'utf8'), contentType: type }
    },
  }
}

/** Bundles `src/frame/main.ts` with esbuild on first request, for dev and tests (no build step). */
export function devFrameAssets(): FrameAssets {
  let built: Promise<Map<string, string>> | undefined
  async function build() {
    const esbuild = await import('esbuild')
    const result = await esbuild.build({
      entryPoints: { frame: here('../frame/main.ts') },
      bundle: true,
      format: 'esm',
      target: 'es2022',
      write: false,
      outdir: '/frame',
      alias: {
        '@w3m/frame-bridge/host': here('../../../../packages/frame-bridge/src/exports/host.ts'),
      },
      logLevel: 'silent',
    })
    return new Map(result.outputFiles.map((file) => [file.path.split('/').pop()!, file.text]))
  }
  return {
    async get(name) {
      const type = CONTENT_TYPES[name]
      if (!type) return undefined
      built ??= build().catch((cause) => {
        built = undefined
        throw new SecureSiteError('NOT_FOUND', 'The frame page could not be built', { cause })
      })
      const body = (await built).get(name)
      return body === undefined ? undefined : { body, contentType: type }
    },
  }
}
