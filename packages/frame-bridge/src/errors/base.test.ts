import { expect, test } from 'vitest'
import { FrameBridgeError } from './base'
import {
  FrameLoadTimeoutError,
  FrameReplyError,
  FrameRequestTimeoutError,
  RequestAbortedError,
} from './errors'

test('codes and messages follow the spec', () => {
  expect(new FrameLoadTimeoutError(20_000)).toMatchObject({
    message: 'iframe_load_failed',
    code: 'APKT003',
  })
  expect(new FrameRequestTimeoutError('@w3m-app/CONNECT_OTP', 120_000)).toMatchObject({
    message: 'iframe_request_timeout',
    code: 'APKT004',
  })
  expect(new FrameReplyError(undefined, 'X').message).toBe('An error occurred')
  expect(new FrameReplyError('', 'X').message).toBe('An error occurred')
  expect(new RequestAbortedError(true).message).toBe('Request was aborted')
  expect(new RequestAbortedError(false).message).toBe('Something went wrong')
})

test('walk follows causes to the root, or to the first match', () => {
  const root = new Error('socket closed')
  const middle = new FrameBridgeError('middle', { cause: root })
  const top = new RequestAbortedError(false, middle)
  expect(top.walk()).toBe(root)
  expect(top.walk((e) => e instanceof FrameBridgeError && e.message === 'middle')).toBe(middle)
  expect(top.walk((e) => e === 'nothing')).toBeNull()
  expect(top).toBeInstanceOf(FrameBridgeError)
  expect(top.shortMessage).toBe('Something went wrong')
})
