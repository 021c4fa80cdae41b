import { describe, expect, it } from 'vitest'
import { filterSocials, loginOptions, SOCIAL_PROVIDERS } from './filterSocials'
import { detectPlatform, type Platform } from './platform'

const all = [...SOCIAL_PROVIDERS]
const platform = (os: Platform['os'], mobile: boolean, telegram: boolean): Platform => ({
  os,
  mobile,
  telegram,
})
const without = (...dropped: string[]) => all.filter((social) => !dropped.includes(social))

describe('social filters (docs/behaviour.md#wallet-lists)', () => {
  it('keeps every social on desktop outside Telegram', () => {
    expect(filterSocials(all, platform('windows', false, false))).toEqual(all)
    expect(filterSocials(all, platform('mac', false, false))).toEqual(all)
  })
  it('Telegram on iOS drops google (and facebook, as all mobile)', () => {
    expect(filterSocials(all, platform('ios', true, true))).toEqual(without('google', 'facebook'))
  })
  it('Telegram on Mac drops x', () => {
    expect(filterSocials(all, platform('mac', false, true))).toEqual(without('x'))
  })
  it('Telegram on Android drops facebook and x', () => {
    expect(filterSocials(all, platform('android', true, true))).toEqual(without('facebook', 'x'))
  })
  it('all mobile drops facebook', () => {
    expect(filterSocials(all, platform('ios', true, false))).toEqual(without('facebook'))
    expect(filterSocials(all, platform('android', true, false))).toEqual(without('facebook'))
  })
  it('the pay feature disables email and socials', () => {
    expect(
      loginOptions({
        email: true,
        socials: all,
        pay: true,
        platform: platform('mac', false, false),
      }),
    ).toEqual({
      email: false,
      socials: [],
    })
    expect(
      loginOptions({
        email: true,
        socials: ['google'],
        pay: false,
        platform: platform('mac', false, false),
      }),
    ).toEqual({
      email: true,
      socials: ['google'],
    })
  })
  it('detects the platform from a user agent', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toEqual(
      platform('ios', true, false),
    )
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14) Mobile', true)).toEqual(
      platform('android', true, true),
    )
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toEqual(
      platform('mac', false, false),
    )
  })
})
