import { describe, expect, it } from 'vitest'
import { exportStatements, usedExports } from '../packages/modal/cjsExports'

describe('cjsExports: what a module uses of a package', () => {
  it('reads named imports, leaving type-only ones out', () => {
    const code = `import { useState, type ReactNode, useEffect as effect } from 'react'\nimport type { FC } from 'react'\n`
    expect(usedExports(code, 'a.tsx', 'react')?.sort()).toEqual(['useEffect', 'useState'])
  })

  it('reads the members taken off a namespace, a default import or a require', () => {
    expect(
      usedExports(`import * as R from 'react'\nR.useId(); R.memo(x)`, 'a.js', 'react')?.sort(),
    ).toEqual(['memo', 'useId'])
    expect(
      usedExports(
        `"use strict";\nvar S = require("scheduler"),\n  React = require("react");\nvar v = React.version, i = React.__CLIENT_INTERNALS; throw Error("Minified React error")`,
        'c.js',
        'react',
      )?.sort(),
    ).toEqual(['__CLIENT_INTERNALS', 'version'])
  })

  it('gives up (every export kept) on a use it cannot follow', () => {
    expect(usedExports(`import * as R from 'react'\nuse(R)`, 'a.js', 'react')).toBeUndefined()
    expect(usedExports(`export * from 'react'`, 'a.js', 'react')).toBeUndefined()
    expect(usedExports(`export { useId } from 'react'`, 'a.js', 'react')).toBeUndefined()
    expect(usedExports(`const R = import('react')`, 'a.js', 'react')).toBeUndefined()
    expect(usedExports(`module.exports = require('react')`, 'a.js', 'react')).toBeUndefined()
    expect(usedExports(`var R = require('react'); R[name]()`, 'a.js', 'react')).toBeUndefined()
  })

  it('finds nothing in a module that does not name the package', () => {
    expect(usedExports(`import { x } from 'react-dom'`, 'a.js', 'react')).toEqual([])
  })
})

describe('cjsExports: the export statements of a rendered CommonJS wrapper', () => {
  const chunk = `var require_pkg = /* @__PURE__ */ __commonJSMin(((exports) => {
\tfunction a() {}
\texports.a = a;
\texports.b = function() { if (x) exports.c = 1; };
\tif (y) exports.d = 2;
}));
var other = __commonJSMin(((exports) => { exports.e = 1; }));
`
  it('lists the top-level `exports.NAME = …` statements of that wrapper only', () => {
    const found = exportStatements(chunk, 'require_pkg')
    expect(found.map(([, , name]) => name)).toEqual(['a', 'b'])
    const [start, end] = found[1] as [number, number, string]
    expect(chunk.slice(start, end)).toBe('exports.b = function() { if (x) exports.c = 1; };')
  })

  it('fails the build when the wrapper is not rendered as expected', () => {
    expect(() => exportStatements(chunk, 'require_react_production')).toThrow(
      /no require_react_production/,
    )
  })
})
