import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'

/** The device cookie: HttpOnly so the page never reads it, partitioned so a cross-site frame keeps it. */
const DEVICE_COOKIE = 'w3m_device'
/** A device stays known for a year, like a remembered browser. */
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60
const UUID = /^[0-9a-f-]{36}$/

/** This browser's device id from its cookie, or undefined when the browser kept none. */
export function readDeviceCookie(c: Context): string | undefined {
  const value = getCookie(c, DEVICE_COOKIE)
  return value && UUID.test(value) ? value : undefined
}

/**
 * Gives the frame a device id cookie (kept or new). Browsers that deny a cross-site frame its
 * storage still keep a partitioned cookie (CHIPS), which is what lets a known device skip approval.
 */
export function issueDeviceCookie(c: Context): void {
  setCookie(c, DEVICE_COOKIE, readDeviceCookie(c) ?? randomUUID(), {
    path: '/',
    httpOnly: true,
    secure: true,
    sameSite: 'None',
    partitioned: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  })
}
