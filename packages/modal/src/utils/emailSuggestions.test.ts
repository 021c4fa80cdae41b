import { afterEach, describe, expect, it } from 'vitest'
import {
  RECENT_EMAILS_KEY,
  readRecentEmails,
  rememberEmail,
  suggestEmailDomains,
} from './emailSuggestions'

afterEach(() => localStorage.clear())

describe('email suggestions', () => {
  it('completes the name with common domains, narrowing as the domain is typed', () => {
    expect(suggestEmailDomains('ada')).toEqual([
      'ada@gmail.com',
      'ada@outlook.com',
      'ada@hotmail.com',
      'ada@yahoo.com',
    ])
    expect(suggestEmailDomains('Ada@')).toHaveLength(4)
    expect(suggestEmailDomains('ada@gm')).toEqual(['ada@gmail.com'])
    expect(suggestEmailDomains('ada@ho')).toEqual(['ada@hotmail.com'])
    expect(suggestEmailDomains('ada@p')).toEqual(['ada@proton.me'])
  })

  it('offers nothing once the domain is complete or unknown, or when the text cannot be an address', () => {
    expect(suggestEmailDomains('ada@gmail.com')).toEqual([])
    expect(suggestEmailDomains('ada@example.org')).toEqual([])
    expect(suggestEmailDomains('')).toEqual([])
    expect(suggestEmailDomains('@gm')).toEqual([])
    expect(suggestEmailDomains('a b@gm')).toEqual([])
    expect(suggestEmailDomains('ada@gm@')).toEqual([])
  })
})

describe('recent addresses', () => {
  it('keeps the last 3, newest first, each once', () => {
    for (const email of ['a@x.io', 'b@x.io', 'c@x.io', 'a@x.io', 'd@x.io'])
      rememberEmail(localStorage, email)
    expect(readRecentEmails(localStorage)).toEqual(['d@x.io', 'a@x.io', 'c@x.io'])
  })

  it('reads anything malformed as none, and a storage that refuses keeps none', () => {
    localStorage.setItem(RECENT_EMAILS_KEY, '{oops')
    expect(readRecentEmails(localStorage)).toEqual([])
    localStorage.setItem(RECENT_EMAILS_KEY, JSON.stringify([1, 'e@x.io']))
    expect(readRecentEmails(localStorage)).toEqual(['e@x.io'])
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    } as unknown as Storage
    expect(() => rememberEmail(refusing, 'f@x.io')).not.toThrow()
    expect(readRecentEmails(undefined)).toEqual([])
  })
})
