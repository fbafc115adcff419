import { pluginTestApp } from '@svc/core/testing'
import { type DnsTestServer, serveDns } from '@svc/plugin-dns/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAddress } from '../src/address.ts'
import { emailPlugin } from '../src/index.ts'

// Made-up zones on a local DNS server; mailinator.com is on the disposable list (mailchecker), answered here locally.
let dns: DnsTestServer
let app: ReturnType<typeof pluginTestApp>
beforeAll(async () => {
  dns = await serveDns({
    records: {
      'mail.test': [{ type: 'MX', data: { preference: 10, exchange: 'mx.mail.test' } }],
      'nomx.test': [{ type: 'A', data: '192.0.2.25' }],
      'nothing.test': [{ type: 'TXT', data: 'hello' }],
      'nullmx.test': [{ type: 'MX', data: { preference: 0, exchange: '.' } }],
      'mailinator.com': [{ type: 'MX', data: { preference: 10, exchange: 'mail.mailinator.com' } }],
    },
    servfail: ['broken.test'],
  })
  app = pluginTestApp(emailPlugin, { config: { settings: { dns: { servers: [dns.address], timeoutMs: 300, tries: 1 } } } })
})
afterAll(() => dns.close())

const check = async (email: string) => (await app.ok(`/api/email/validate?email=${encodeURIComponent(email)}`)).items[0]

describe('email.validate', () => {
  it('answers deliverable for a personal address at a domain with MX', async () => {
    expect(await check('Jane.Doe+news@Mail.Test')).toEqual({
      email: 'Jane.Doe+news@Mail.Test', normalized: 'Jane.Doe+news@mail.test', local: 'Jane.Doe+news', domain: 'mail.test', syntaxValid: true, domainExists: true,
      mx: { hosts: [{ priority: 10, exchange: 'mx.mail.test' }], nullMx: false, implicit: false }, acceptsMail: true, disposable: false, roleAccount: false, verdict: 'deliverable', reasons: [],
    })
  })

  it('flags disposable providers and role accounts as risky', async () => {
    expect(await check('someone@mailinator.com')).toMatchObject({ disposable: true, verdict: 'risky', reasons: ['mailinator.com is a disposable-mail provider'] })
    expect(await check('someone@sub.mailinator.com')).toMatchObject({ disposable: true })
    expect(await check('support@mail.test')).toMatchObject({ roleAccount: true, verdict: 'risky' })
  })

  it('falls back to the A record without MX, and refuses a null MX or a missing domain', async () => {
    expect(await check('a@nomx.test')).toMatchObject({ acceptsMail: true, mx: { hosts: [], implicit: true }, verdict: 'risky' })
    expect(await check('a@nothing.test')).toMatchObject({ acceptsMail: false, verdict: 'undeliverable' })
    expect(await check('a@nullmx.test')).toMatchObject({ acceptsMail: false, mx: { nullMx: true }, verdict: 'undeliverable' })
    expect(await check('a@missing.test')).toMatchObject({ domainExists: false, verdict: 'undeliverable', reasons: ['missing.test does not exist in DNS'] })
  })

  it('answers invalid syntax without asking DNS', async () => {
    const before = dns.queries.length
    expect(await check('two@@signs.test')).toMatchObject({ syntaxValid: false, verdict: 'invalid' })
    expect(await check('dot..dot@mail.test')).toMatchObject({ syntaxValid: false })
    expect(dns.queries.length).toBe(before)
  })

  it('answers 502 when DNS fails, and names the bad field', async () => {
    await app.status('/api/email/validate?email=a@broken.test', 502, undefined, 'UPSTREAM_FAILED')
    await app.rejects(`/api/email/validate?email=${'a'.repeat(250)}@x.test`, 'email')
  })
})

describe('parseAddress', () => {
  it('follows the address grammar', () => {
    expect(parseAddress('o\'brien@example.co.uk')).toEqual({ valid: true, local: 'o\'brien', domain: 'example.co.uk' })
    expect(parseAddress('user@xn--bcher-kva.example')).toMatchObject({ valid: true })
    expect(parseAddress('.lead@example.com').valid).toBe(false)
    expect(parseAddress('user@localhost').valid).toBe(false)
    expect(parseAddress('user@example.c0m').valid).toBe(false)
    expect(parseAddress(`${'a'.repeat(65)}@example.com`).valid).toBe(false)
    expect(parseAddress('user@-bad.com').valid).toBe(false)
  })
})
