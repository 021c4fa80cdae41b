import { describe, expect, it } from 'vitest'
import ar from '../packages/modal/src/i18n/catalogs/ar'
import de from '../packages/modal/src/i18n/catalogs/de'
import es from '../packages/modal/src/i18n/catalogs/es'
import fr from '../packages/modal/src/i18n/catalogs/fr'
import ja from '../packages/modal/src/i18n/catalogs/ja'
import pt from '../packages/modal/src/i18n/catalogs/pt'
import zh from '../packages/modal/src/i18n/catalogs/zh'
import { LOCALES, pickLocale } from '../packages/modal/src/i18n/locales'
import { RUNTIME_MESSAGES } from '../packages/modal/src/i18n/runtimeMessages'
import { formatMessage } from '../packages/modal/src/utils/formatMessage'
import {
  allHardCodedStrings,
  finishedPending,
  hardCodedStrings,
  inSource,
  messageIds,
  placeholders,
} from './i18nStrings'

const CATALOGS = { es, de, fr, pt, ja, zh, ar }

describe('message catalogs', () => {
  const ids = [...new Set([...messageIds(), ...RUNTIME_MESSAGES])].sort()

  it('finds the messages the views pass to t()', () => {
    expect(ids).toContain('Connect wallet')
    expect(ids).toContain('Continue with {provider}')
    expect(ids.length).toBeGreaterThan(150)
  })

  it('has a catalog for every locale but English', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(LOCALES.filter((locale) => locale !== 'en').sort())
  })

  it.each(Object.entries(CATALOGS))('%s has every message id and no other', (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(ids)
  })

  it.each(Object.entries(CATALOGS))('%s keeps each message’s placeholders', (_, catalog) => {
    const wrong = Object.entries(catalog as Record<string, string>).filter(
      ([id, text]) => text.trim() === '' || placeholders(id).join() !== placeholders(text).join(),
    )
    expect(wrong).toEqual([])
  })

  it('each message a store carries is still written in the source', () => {
    expect(RUNTIME_MESSAGES.filter((message) => !inSource(message))).toEqual([])
  })
})

describe('locale runtime', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(formatMessage('Sent {amount} {symbol}', { amount: '1.5', symbol: 'ETH' })).toBe(
      'Sent 1.5 ETH',
    )
    expect(formatMessage('Hi {name}', {})).toBe('Hi {name}')
    expect(formatMessage(ar['Continue with {provider}'], { provider: 'Google' })).toBe(
      'المتابعة باستخدام Google',
    )
  })

  it('picks the option, else the first supported browser language, else English', () => {
    expect(pickLocale('de', ['fr-FR'])).toBe('de')
    expect(pickLocale(undefined, ['nl-NL', 'fr-CA', 'de'])).toBe('fr')
    expect(pickLocale('xx', ['pt-BR'])).toBe('pt')
    expect(pickLocale(undefined, ['zh-TW', 'ja-JP'])).toBe('ja')
    expect(pickLocale(undefined, ['zh-CN'])).toBe('zh')
    expect(pickLocale(undefined, ['nl'])).toBe('en')
    expect(pickLocale(undefined, [])).toBe('en')
  })
})

describe('hard-coded strings', () => {
  it('finds JSX text, visible props and conditional literals, and passes t() calls', () => {
    const found = hardCodedStrings(
      'x.tsx',
      `const a = <p title="Copy" data-x="raw">Hello {ok ? 'Yes' : t('No')} {t('Fine')} {kind === 'solana' ? t('A') : null}</p>`,
    )
    expect(found.map((line) => line.slice(line.indexOf('x.tsx')))).toEqual([
      'x.tsx:1 "Copy"',
      'x.tsx:1 Hello',
      "x.tsx:1 'Yes'",
    ])
  })

  it('every view and component renders its words through the catalog', () => {
    expect(allHardCodedStrings()).toEqual([])
  })

  it('a view still listed as pending has words left to extract', () => {
    expect(finishedPending()).toEqual([])
  })
})
