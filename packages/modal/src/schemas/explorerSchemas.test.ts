import { describe, expect, it } from 'vitest'
import { walletsPageSchema } from './explorerSchemas'

const wallet = (links: Record<string, string | null>) => ({
  id: 'w1',
  name: '<img src=x onerror=alert(1)>',
  image_id: 'i1',
  homepage: 'https://w.example',
  mobile_link: 'wallet://',
  ...links,
})

describe('walletsPageSchema', () => {
  it('keeps a wallet whose links would run script, with those links removed', () => {
    const parsed = walletsPageSchema.safeParse({
      count: 2,
      data: [
        wallet({
          homepage: 'javascript:alert(1)',
          mobile_link: 'javascript:alert(1)',
          desktop_link: 'data:text/html,<script>1</script>',
          webapp_link: 'data:text/html,x',
          app_store: 'javascript:alert(1)',
        }),
        { ...wallet({}), id: 'w2' },
      ],
    })
    expect(parsed.success).toBe(true)
    if (!parsed.success) return
    expect(parsed.data.data[0]).toMatchObject({
      name: '<img src=x onerror=alert(1)>',
      homepage: null,
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
    })
    expect(parsed.data.data[1]).toMatchObject({
      homepage: 'https://w.example',
      mobile_link: 'wallet://',
    })
  })

  it('still refuses a page that is not a wallet list', () => {
    expect(walletsPageSchema.safeParse({ data: 'x', count: 1 }).success).toBe(false)
    expect(walletsPageSchema.safeParse(null).success).toBe(false)
    expect(walletsPageSchema.safeParse({ count: 1, data: [{ id: '' }] }).success).toBe(false)
  })
})
