import { createHash, createHmac } from 'node:crypto'
import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { textPlugin } from '../src/index.ts'

const h = testHost({ plugins: [textPlugin] })
type Finding = { kind: string; detail: string | null; start: number; end: number; replacement: string; preview: string }

const redact = (body: Record<string, unknown>) => h.call('/api/text/redact', body)
/** Redacts and returns the data, checking that every finding's offsets point at the text it replaced. */
async function run(text: string, options: Record<string, unknown> = {}) {
  const { status, body } = await redact({ text, ...options })
  expect(status, JSON.stringify(body)).toBe(200)
  let rebuilt = ''
  let cursor = 0
  for (const finding of body.data.findings as Finding[]) {
    rebuilt += text.slice(cursor, finding.start) + finding.replacement
    cursor = finding.end
  }
  expect(rebuilt + text.slice(cursor)).toBe(body.data.redacted)
  return body.data as { redacted: string; findings: Finding[]; counts: Record<string, number>; detection: string; note: string }
}
const found = (data: { findings: Finding[] }, text: string) => data.findings.map((finding) => [finding.kind, finding.detail, text.slice(finding.start, finding.end)])

describe('text.redact: what it finds', () => {
  it('masks payment cards that pass Luhn and a brand check (network test numbers), and leaves Luhn-invalid ones', async () => {
    const text = 'Visa 4242 4242 4242 4242, MC 5555-5555-5555-4444, Amex 3782 822463 10005, Discover 6011111111111117, JCB 3530111333300000; bad 4242 4242 4242 4241 and order 1234567890123456.'
    const data = await run(text, { kinds: ['card'] })
    expect(found(data, text)).toEqual([
      ['card', 'visa', '4242 4242 4242 4242'],
      ['card', 'mastercard', '5555-5555-5555-4444'],
      ['card', 'american-express', '3782 822463 10005'],
      ['card', 'discover', '6011111111111117'],
      ['card', 'jcb', '3530111333300000'],
    ])
    expect(data.redacted).toContain('bad 4242 4242 4242 4241 and order 1234567890123456.')
  })

  it('finds a card followed by more digits (a CVV) without swallowing them', async () => {
    const text = 'card 4242 4242 4242 4242 123 exp'
    expect(found(await run(text), text)).toEqual([['card', 'visa', '4242 4242 4242 4242']])
  })

  it('masks IBANs from the ISO 13616 registry examples, printed or compact, and not a wrong check digit', async () => {
    const text = 'Pay DE89 3704 0044 0532 0130 00 or GB29NWBK60161331926819 or FR14 2004 1010 0505 0001 3M02 606. Not DE88 3704 0044 0532 0130 00.'
    const data = await run(text, { kinds: ['iban'] })
    expect(found(data, text)).toEqual([
      ['iban', 'DE', 'DE89 3704 0044 0532 0130 00'],
      ['iban', 'GB', 'GB29NWBK60161331926819'],
      ['iban', 'FR', 'FR14 2004 1010 0505 0001 3M02 606'],
    ])
  })

  it('masks emails, phone numbers valid for their country (region for national numbers), IPs and SSNs', async () => {
    const text = 'Mail Jane.Doe+tag@Example.co.uk or x@y (no TLD). Call +1 415-555-2671 or +44 20 7946 0958. Hosts 8.8.8.8, 2001:db8::8a2e:370:7334 and ::1; not 256.1.1.1, v1.2.3.4.5 or 12:30:45. SSN 123-45-6789; not 666-12-3456, 900-12-3456, 123-00-4567 or 123-45-0000.'
    const data = await run(text)
    expect(found(data, text)).toEqual([
      ['email', null, 'Jane.Doe+tag@Example.co.uk'],
      ['phone', 'US', '+1 415-555-2671'],
      ['phone', 'GB', '+44 20 7946 0958'],
      ['ip', 'v4', '8.8.8.8'],
      ['ip', 'v6', '2001:db8::8a2e:370:7334'],
      ['ip', 'v6', '::1'],
      ['ssn', null, '123-45-6789'],
    ])
    const national = 'Ring 020 7946 0958 today'
    expect(found(await run(national, { region: 'gb' }), national)).toEqual([['phone', 'GB', '020 7946 0958']])
    expect((await run(national, { region: 'US' })).findings).toEqual([])
    // In France a dotted quad parses as a phone number; it is not reported as one.
    expect((await run('host 192.168.1.10', { region: 'FR', kinds: ['phone'] })).findings).toEqual([])
  })

  it('masks API keys and tokens by their documented formats; a JWT must decode', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'
    const key = '-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu\n-----END RSA PRIVATE KEY-----'
    const text = [
      'id AKIAIOSFODNN7EXAMPLE', 'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      'gh ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789', 'stripe sk_test_4eC39HqLyjWDarjtT1zdp7dc',
      'maps AIzaSyA1234567890abcdefghijklmnopqrstuv', 'slack xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx',
      `jwt ${jwt}`, key, 'fake eyJub3QiOiJhIGp3dCJ9.eyJhIjoxfQ.sig',
    ].join('\n')
    const data = await run(text, { kinds: ['secret'] })
    expect(found(data, text).map(([, detail]) => detail)).toEqual([
      'aws-access-key-id', 'aws-secret-access-key', 'github-token', 'stripe-key', 'google-api-key', 'slack-token', 'jwt', 'private-key',
    ])
    expect(data.redacted).toContain('aws_secret_access_key = [REDACTED:SECRET]')
    expect(data.redacted).toContain('fake eyJub3QiOiJhIGp3dCJ9.eyJhIjoxfQ.sig')
  })

  it('lets the more specific kind win where matches overlap, and only looks for the kinds asked', async () => {
    const text = 'IBAN GB29 NWBK 6016 1331 9268 19, card 4242424242424242, mail a@b.io'
    const all = await run(text)
    expect(all.findings.map((finding) => finding.kind)).toEqual(['iban', 'card', 'email'])
    const onlyMail = await run(text, { kinds: ['email'] })
    expect(onlyMail.redacted).toBe('IBAN GB29 NWBK 6016 1331 9268 19, card 4242424242424242, mail [REDACTED:EMAIL]')
    expect(onlyMail.counts).toEqual({ email: 1 })
  })

  it('reports offsets in UTF-16 code units of the input and leaves text without findings unchanged', async () => {
    const text = '😀 é a@b.io'
    const data = await run(text)
    expect(data.findings[0]).toMatchObject({ kind: 'email', start: 5, end: 11 })
    const plain = await run('Nothing to see here: 12 apples, version 1.2.3.')
    expect(plain).toMatchObject({ redacted: 'Nothing to see here: 12 apples, version 1.2.3.', findings: [], counts: { email: 0, phone: 0, card: 0, iban: 0, ip: 0, ssn: 0, secret: 0 } })
  })

  it('says it is pattern-based, not an AI model', async () => {
    const data = await run('x')
    expect(data.detection).toBe('pattern')
    expect(data.note).toMatch(/not an AI model/)
  })
})

describe('text.redact: mask styles', () => {
  const text = 'card 4242 4242 4242 4242 mail Jane@Example.com'
  it('label (default) puts the kind in brackets', async () => {
    expect((await run(text)).redacted).toBe('card [REDACTED:CARD] mail [REDACTED:EMAIL]')
  })
  it('partial keeps the last four letters or digits and the separators', async () => {
    const data = await run(text, { mask: 'partial' })
    expect(data.redacted).toBe('card **** **** **** 4242 mail ****@******e.com')
    expect(data.findings[0]!.preview).toBe('**** **** **** 4242')
  })
  it('hash gives a stable token of the canonical value, keyed by salt when given', async () => {
    const sha = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16)
    const hmac = (value: string) => createHmac('sha256', 'pepper').update(value).digest('hex').slice(0, 16)
    expect((await run(text, { mask: 'hash' })).redacted).toBe(`card [CARD:${sha('4242424242424242')}] mail [EMAIL:${sha('jane@example.com')}]`)
    expect((await run('4242-4242-4242-4242', { mask: 'hash' })).redacted).toBe(`[CARD:${sha('4242424242424242')}]`)
    expect((await run(text, { mask: 'hash', salt: 'pepper' })).redacted).toBe(`card [CARD:${hmac('4242424242424242')}] mail [EMAIL:${hmac('jane@example.com')}]`)
  })
})

describe('text.redact: bad input is a 400 naming the field', () => {
  it.each([
    [{ text: '' }, 'text'],
    [{ text: 'a'.repeat(100_001) }, 'text'],
    [{ text: 42 }, 'text'],
    [{}, 'text'],
    [{ text: 'x', kinds: [] }, 'kinds'],
    [{ text: 'x', kinds: ['name'] }, 'kinds.0'],
    [{ text: 'x', kinds: ['email', 'email'] }, 'kinds'],
    [{ text: 'x', mask: 'blur' }, 'mask'],
    [{ text: 'x', region: 'USA' }, 'region'],
    [{ text: 'x', region: 'ZZ' }, 'region'],
    [{ text: 'x', salt: 'pepper' }, 'salt'],
    [{ text: 'x', mask: 'hash', salt: '' }, 'salt'],
    [{ text: 'x', language: 'en' }, 'language'],
  ])('%o -> %s', async (body, field) => {
    expect((await h.rejects('/api/text/redact', field, body)).error).toContain(field)
  })

  it('accepts exactly 100,000 characters', async () => {
    const { status } = await redact({ text: 'a'.repeat(100_000) })
    expect(status).toBe(200)
  })
})
