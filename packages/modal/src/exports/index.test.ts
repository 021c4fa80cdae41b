import { expect, it } from 'vitest'
import * as element from './element'
import * as headless from './headless'
import * as headlessReact from './headlessReact'
import * as index from './index'
import * as react from './react'

it('exports the public API of each entry', () => {
  expect(Object.keys(index).sort()).toMatchSnapshot('index')
  expect(Object.keys(react).sort()).toMatchSnapshot('react')
  expect(Object.keys(element).sort()).toMatchSnapshot('element')
  expect(Object.keys(headless).sort()).toMatchSnapshot('headless')
  expect(Object.keys(headlessReact).sort()).toMatchSnapshot('headless/react')
})
