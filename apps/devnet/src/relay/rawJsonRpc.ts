/**
 * JSON-RPC framing that keeps request ids as raw text. The SDKs use ids above 2^53, which a
 * JSON.parse number would round; the relay must echo exactly the digits it received.
 */

/** The source text of the top-level `id` member of a JSON object, or undefined when absent. */
export function extractRawId(text: string): string | undefined {
  let depth = 0
  let i = 0
  let expectKey = false
  while (i < text.length) {
    const char = text[i]
    if (char === '"') {
      const end = endOfString(text, i)
      if (depth === 1 && expectKey) {
        const key = text.slice(i + 1, end - 1)
        let j = skipSpace(text, end)
        if (text[j] === ':' && key === 'id') {
          j = skipSpace(text, j + 1)
          return text.slice(j, endOfValue(text, j)).trim()
        }
      }
      expectKey = false
      i = end
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') depth--
    if ((char === '{' && depth === 1) || (char === ',' && depth === 1)) expectKey = true
    i++
  }
  return undefined
}

function skipSpace(text: string, from: number): number {
  let i = from
  while (i < text.length && /\s/.test(text[i] ?? '')) i++
  return i
}

/** Index just past the closing quote of the string starting at `from`. */
function endOfString(text: string, from: number): number {
  let i = from + 1
  while (i < text.length) {
    if (text[i] === '\\') i += 2
    else if (text[i] === '"') return i + 1
    else i++
  }
  return i
}

/** Index just past the value starting at `from` (a top-level member of an object). */
function endOfValue(text: string, from: number): number {
  let depth = 0
  let i = from
  while (i < text.length) {
    const char = text[i]
    if (char === '"') {
      i = endOfString(text, i)
      if (depth === 0) return i
      continue
    }
    if (char === '{' || char === '[') depth++
    else if (char === '}' || char === ']') {
      if (depth === 0) return i
      depth--
    } else if (char === ',' && depth === 0) return i
    i++
  }
  return i
}

/** A JSON-RPC result frame echoing the raw id. */
export function resultFrame(rawId: string, result: unknown): string {
  return `{"id":${rawId},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`
}

/** A JSON-RPC error frame echoing the raw id (`null` when the request had none we could read). */
export function errorFrame(rawId: string | undefined, code: number, message: string): string {
  return `{"id":${rawId ?? 'null'},"jsonrpc":"2.0","error":${JSON.stringify({ code, message })}}`
}

/** JSON-RPC error codes the relay answers with. */
export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
} as const
