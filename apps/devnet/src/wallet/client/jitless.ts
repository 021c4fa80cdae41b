import { config } from 'zod/mini'

// zod compiles object parsers with `new Function` unless told not to, and its probe for that
// alone makes a page under a CSP without 'unsafe-eval' report a violation. Every module here
// that builds a schema imports this first, so the switch is on before the first schema exists.
config({ jitless: true })
