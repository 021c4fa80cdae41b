import { build } from 'esbuild'

/** What to bundle for a page the devnet serves. */
export type BundleBrowserScriptParameters = {
  /** Absolute path of the TypeScript entry. */
  entry: string
  /** 'iife' for a classic `<script>`, 'esm' for `<script type="module">`. */
  format: 'iife' | 'esm'
  /** With 'iife': the name the bundle assigns. */
  globalName?: string
  define?: Record<string, string>
}

/**
 * Bundles browser code into one minified script, in memory. The devnet's pages need no network
 * but the local stack, so everything they import goes into the bundle.
 */
export async function bundleBrowserScript(parameters: BundleBrowserScriptParameters) {
  const result = await build({
    entryPoints: [parameters.entry],
    bundle: true,
    format: parameters.format,
    globalName: parameters.globalName,
    platform: 'browser',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
    define: parameters.define,
  })
  const [file] = result.outputFiles
  if (!file) throw new Error(`esbuild produced no output for ${parameters.entry}`)
  return file.text
}
