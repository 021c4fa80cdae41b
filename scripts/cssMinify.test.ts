import { describe, expect, it } from 'vitest'
import { minifyCssPart } from '../packages/modal/cssMinify'

describe('cssMinify', () => {
  it('drops comments and layout white space, keeping what the rules mean', () => {
    const css = `
/* A comment, with { braces; } */
.w3m-a, .w3m-b > .w3m-c { inline-size: calc(100vw - 16px); margin: 0 auto; }
.w3m-root :focus-visible { outline: 2px solid red; }
.w3m-d::before { content: ": ; { }"; font-family: "Segoe UI", sans-serif; }
@media (max-width: 429.98px) { .w3m-e { animation: none !important; } }
`
    expect(minifyCssPart(css)).toBe(
      '.w3m-a,.w3m-b>.w3m-c{inline-size:calc(100vw - 16px);margin:0 auto}' +
        '.w3m-root :focus-visible{outline:2px solid red}' +
        '.w3m-d::before{content:": ; { }";font-family:"Segoe UI",sans-serif}' +
        '@media (max-width:429.98px){.w3m-e{animation:none !important}}',
    )
  })

  it("drops a comment holding a quote (the visitor's), which opens no string", () => {
    const css = `
.w3m-a { color: red; }
/* Not the browser's string: the rules after it are minified too. */
.w3m-b { margin: 0; } /* a "second" */ .w3m-c { content: "'/* kept */'"; }
`
    expect(minifyCssPart(css)).toBe(
      `.w3m-a{color:red}.w3m-b{margin:0}.w3m-c{content:"'/* kept */'"}`,
    )
  })

  it('keeps the space next to an interpolation, where it may be a combinator', () => {
    // `.w3m-root ${CHILD} {`: the parts before and after the interpolation.
    expect(minifyCssPart('\n.w3m-root ', true, false)).toBe('.w3m-root ')
    expect(minifyCssPart(' .w3m-x { color: red; }\n', false, true)).toBe(' .w3m-x{color:red}')
  })
})
