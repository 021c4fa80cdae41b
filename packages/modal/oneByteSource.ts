import type { Plugin } from 'vite'

/** A character a Latin-1 string cannot hold (past U+00FF); a pair of surrogates counts as two. */
const WIDE = /[\u0100-\uffff]/g

/**
 * Escapes the few characters past Latin-1 in a chunk (`…` as `\u2026`): a browser keeps a
 * script's source in the heap, one byte a character only when every character fits in one, so a
 * single `…` doubles the memory of the whole file (the first load's 259 kB took 518 kB). Only
 * where they are few (under 1 in 100): the Arabic, Japanese and Chinese catalogs, made of them,
 * stay as they are (six bytes each would weigh more, fetched and kept, than two). Inside strings,
 * templates, regular expressions and identifiers alike, `\uXXXX` stands for the same character.
 */
export function oneByteSource(): Plugin {
  return {
    name: 'w3m-one-byte-source',
    // Once minified: the minifier would write the characters back.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const wide = chunk.code.match(WIDE)?.length ?? 0
        if (wide === 0 || wide * 100 >= chunk.code.length) continue
        chunk.code = chunk.code.replace(
          WIDE,
          (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
        )
      }
    },
  }
}
