import { type Plugin, parseSync } from 'vite'
import { type AstNode as Node, walk } from './astWalk'

/**
 * One static part of a CSS template, minified: comments dropped, runs of white space made one
 * space, and none kept around `{ } ; , >` or after a `:`; a `;` before `}` dropped. Quoted strings
 * (`content: ""`, `"Segoe UI"`) stay as written. White space at the part's ends is trimmed only
 * where the template itself starts (`start`) or ends (`end`): next to a `${}` it may be a
 * descendant combinator.
 */
export function minifyCssPart(text: string, start = true, end = true): string {
  // Comments and strings in the order they come (a quote inside a comment opens no string); a
  // comment goes, and the text either side of it is minified as one.
  const pieces = ['']
  for (const [index, piece] of text.split(/(\/\*[\s\S]*?\*\/|"[^"]*"|'[^']*')/).entries()) {
    if (index % 2 === 0) pieces[pieces.length - 1] += piece
    else if (!piece.startsWith('/*')) pieces.push(piece, '')
  }
  let out = pieces
    .map((piece, index) =>
      index % 2 === 1
        ? piece
        : piece
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,>]) ?/g, '$1')
            .replace(/: /g, ':')
            .replace(/;}/g, '}'),
    )
    .join('')
  if (start) out = out.trimStart()
  if (end) out = out.trimEnd()
  return out
}

/** The template literals of `const …_CSS = \`…\`` declarations in `program`. */
function cssTemplates(program: unknown): Node[] {
  const found: Node[] = []
  walk(program, (node) => {
    const id = node.id as (Node & { name?: string }) | undefined
    const init = node.init as Node | undefined
    if (
      node.type === 'VariableDeclarator' &&
      id?.type === 'Identifier' &&
      /_CSS$/.test(String(id.name)) &&
      init?.type === 'TemplateLiteral'
    )
      found.push(init)
  })
  return found
}

/**
 * Minifies the modal's CSS as the bundle ships it: the static parts of every `…_CSS` template
 * literal (`THEME_CSS`, `SHELL_CSS`, `ROW_CSS`, the views' sheets, the button's), so the source
 * keeps its readable rules and comments while the first load (and each view's chunk) carries
 * neither the comments nor the layout white space (docs/behaviour.md#first-open).
 */
export function cssMinify(): Plugin {
  return {
    name: 'w3m-css-minify',
    enforce: 'pre',
    transform(code, id) {
      if (!/modal[\\/]src[\\/].*\.tsx?$/.test(id) || !/_CSS\s*=\s*`/.test(code)) return null
      const { program, errors } = parseSync(id, code)
      if (errors.length > 0) return null
      const edits: Array<{ start: number; end: number; text: string }> = []
      for (const template of cssTemplates(program)) {
        const quasis = template.quasis as Node[]
        quasis.forEach((quasi, index) => {
          // The part's span holds its delimiters too: the opening backtick or `}` before it.
          const { raw } = quasi.value as { raw: string }
          const start = quasi.start + 1
          if (code.slice(start, start + raw.length) !== raw)
            throw new Error(
              `w3m-css-minify: ${id}: a template's text is not where the parser put it`,
            )
          edits.push({
            start,
            end: start + raw.length,
            text: minifyCssPart(raw, index === 0, index === quasis.length - 1),
          })
        })
      }
      if (edits.length === 0) return null
      let out = code
      for (const edit of edits.sort((a, b) => b.start - a.start))
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end)
      return { code: out, map: null }
    },
  }
}
