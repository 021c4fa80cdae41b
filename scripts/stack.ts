/**
 * Starts the local stack: the devnet, the secure site and the demo (each once its app exists),
 * and optionally Storybook. Prints the URLs, and stops every child on SIGINT or SIGTERM.
 *
 *   tsx scripts/stack.ts            the demo in dev mode (hot reload)
 *   tsx scripts/stack.ts --preview  the built demo (what the browser tests use)
 *   tsx scripts/stack.ts --storybook  also Storybook
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { portEnv, stackUrls } from './ports'

const args = new Set(process.argv.slice(2))
// The local stack is a development site: the secure site mounts its login stand-ins.
const env = { ...process.env, ...portEnv(), W3M_SECURE_SITE_DEVNET: '1' }
const urls = stackUrls()
const children: ChildProcess[] = []

type Service = { name: string; entry: string; command: string[]; health: string }

const services: Service[] = [
  {
    name: 'devnet',
    entry: 'apps/devnet/src/main.ts',
    command: ['pnpm', '--filter', '@w3m/devnet', 'start'],
    health: `${urls.devnet}/health`,
  },
  {
    name: 'secure-site',
    entry: 'apps/secure-site/src/server/main.ts',
    command: ['pnpm', '--filter', '@w3m/secure-site', 'start'],
    health: `${urls.secureSite}/health`,
  },
  {
    name: 'demo',
    entry: 'apps/demo/index.html',
    command: ['pnpm', '--filter', '@w3m/demo', args.has('--preview') ? 'preview' : 'dev'],
    health: urls.demo,
  },
]
if (args.has('--storybook')) {
  services.push({
    name: 'storybook',
    entry: '.storybook/main.ts',
    command: [
      'pnpm',
      'exec',
      'storybook',
      'dev',
      '--ci',
      '--host',
      '127.0.0.1',
      '-p',
      env.W3M_STORYBOOK_PORT,
    ],
    health: urls.storybook,
  })
}

function stopAll(code: number): never {
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {}
    }
  }
  process.exit(code)
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

async function waitHealthy(service: Service, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(service.health)
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${service.name} did not answer ${service.health} in time`)
}

const started = performance.now()
for (const service of services) {
  if (!existsSync(service.entry)) continue
  const [command, ...rest] = service.command as [string, ...string[]]
  // Each child leads its own process group, so stopping it stops its own children too.
  const child = spawn(command, rest, { env, stdio: 'inherit', detached: true })
  child.on('exit', (code) => {
    console.error(`[stack] ${service.name} exited with ${code}`)
    stopAll(1)
  })
  children.push(child)
  await waitHealthy(service, Date.now() + 120_000)
  console.log(`[stack] ${service.name} up: ${service.health}`)
}
console.log(`[stack] ready in ${Math.round(performance.now() - started)} ms`)
console.log(`[stack] open the demo: ${urls.demo}`)
if (args.has('--storybook')) console.log(`[stack] Storybook: ${urls.storybook}`)
