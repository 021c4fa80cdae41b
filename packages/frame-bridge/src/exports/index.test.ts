import { expect, test } from 'vitest'
import * as host from './host'
import * as page from './index'

// Any change to the public API shows here in review.
test('page end exports', () => {
  expect(Object.keys(page).sort()).toMatchSnapshot()
})

test('frame end exports', () => {
  expect(Object.keys(host).sort()).toMatchSnapshot()
})
