// Test-only: a seeded generator of random and malformed postMessage data.
import { FRAME_REQUEST_NAMES } from '../schemas/requests'

/** mulberry32: small, fast, seeded, so a failing run can be replayed. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!
  return { next, int, pick, chance: (p: number) => next() < p }
}

type Random = ReturnType<typeof createRandom>

const STRINGS = [
  '',
  '0x',
  '0x1',
  'a@b.co',
  'not-an-email',
  'eoa',
  'smartAccount',
  'google',
  'dark',
  '__proto__',
  'constructor',
  '\u0000',
  '💥'.repeat(3),
]

/** Any value postMessage can carry, nested up to `depth`. */
function randomValue(random: Random, depth = 3): unknown {
  switch (random.int(depth > 0 ? 11 : 8)) {
    case 0:
      return null
    case 1:
      return undefined
    case 2:
      return random.pick([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53 + 1, 8453])
    case 3:
      return random.pick(STRINGS)
    case 4:
      return random.chance(0.5)
    case 5:
      return BigInt(random.int(1000))
    case 6:
      return new Date(random.int(1e12))
    case 7:
      return Math.random().toString(36).slice(2)
    case 8:
      return Array.from({ length: random.int(4) }, () => randomValue(random, depth - 1))
    case 9: {
      const object: Record<string, unknown> = {}
      for (let i = random.int(5); i > 0; i--)
        object[random.pick([...STRINGS, 'type', 'id', 'payload', 'email', 'chainId', 'message'])] =
          randomValue(random, depth - 1)
      return object
    }
    default:
      return new Map([[randomValue(random, 0), randomValue(random, 0)]])
  }
}

/** A message shaped like the protocol's, with a random mix of right and wrong parts. */
export function randomMessage(
  random: Random,
  prefix: '@w3m-app/' | '@w3m-frame/',
  liveIds: readonly string[],
  valid: readonly object[],
): unknown {
  const roll = random.int(10)
  if (roll === 0) return randomValue(random)
  if (roll === 1 && valid.length) {
    const sample = { ...(random.pick(valid) as Record<string, unknown>) }
    if (liveIds.length && random.chance(0.7)) sample.id = random.pick(liveIds)
    return sample
  }
  const name = random.pick(FRAME_REQUEST_NAMES)
  const suffix =
    prefix === '@w3m-frame/'
      ? random.pick(['_SUCCESS', '_ERROR', '', '_SUCCESSX'])
      : random.pick(['', '', '_SUCCESS'])
  const type = random.chance(0.9)
    ? `${prefix}${name}${suffix}`
    : random.pick([
        `${prefix}READY`,
        `${prefix}SESSION_UPDATE`,
        'READY',
        `${prefix}`,
        prefix.toUpperCase(),
      ])
  const message: Record<string, unknown> = {
    type: random.chance(0.95) ? type : randomValue(random, 1),
  }
  if (random.chance(0.8))
    message.id =
      liveIds.length && random.chance(0.6) ? random.pick(liveIds) : randomValue(random, 1)
  if (random.chance(0.8)) message.payload = randomValue(random)
  return message
}
