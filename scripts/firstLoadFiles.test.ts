import { describe, expect, it } from 'vitest'
import { firstLoadFiles } from './firstLoadFiles'
import { fileTree as tree } from './testing/fileTree'

describe('firstLoadFiles', () => {
  it('follows static imports, transitively, and leaves dynamic imports out', () => {
    const root = tree({
      'dist/entry.js':
        'import{a as b}from"./chunks/a.js";import"./chunks/b.js";import("./chunks/lazy.js")',
      'dist/chunks/a.js': 'import{c}from"./c.js";export const a=1',
      'dist/chunks/b.js': 'console.log(1)',
      'dist/chunks/c.js': 'export const c=1',
      'dist/chunks/lazy.js': 'import"./never.js"',
    })
    expect(firstLoadFiles('dist/entry.js', root).sort()).toEqual([
      'dist/chunks/a.js',
      'dist/chunks/b.js',
      'dist/chunks/c.js',
      'dist/entry.js',
    ])
  })

  it('fails when the entry or a chunk is missing, so a budget cannot pass on nothing', () => {
    const root = tree({ 'dist/entry.js': 'import"./gone.js"' })
    expect(() => firstLoadFiles('dist/entry.js', root)).toThrow('gone.js does not exist')
    expect(() => firstLoadFiles('dist/none.js', root)).toThrow('does not exist')
  })
})
