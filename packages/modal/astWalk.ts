/** A node of an ESTree AST as oxc's parser gives it (vite's `parseSync`). */
export type AstNode = { type: string; start: number; end: number; [key: string]: unknown }

/** Calls `visit` with every node below `root` and its parent node, depth first, until it returns true. */
export function walk(
  root: unknown,
  visit: (node: AstNode, parent: AstNode | undefined) => unknown,
): void {
  const stack: Array<[unknown, AstNode | undefined]> = [[root, undefined]]
  while (stack.length > 0) {
    const [value, parent] = stack.pop() as [unknown, AstNode | undefined]
    if (!value || typeof value !== 'object') continue
    if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) stack.push([value[index], parent])
      continue
    }
    const node = value as AstNode
    const isNode = typeof node.type === 'string'
    if (isNode && visit(node, parent) === true) return
    for (const key of Object.keys(node))
      if (key !== 'parent') stack.push([node[key], isNode ? node : parent])
  }
}
