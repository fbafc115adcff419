import { testHost } from '@svc/core/testing'
import { type DnsTestServer, serveDns } from '@svc/providers/dns/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseAddress } from '../src/address.ts'
import { emailPlugin } from '../src/index.ts'

// Made-up zones on a local DNS server; mailinator.com is on the disposable list (mailchecker), answered here locally.
let dns: DnsTestServer
/** settings.dns of the hosts: the server (one array, shared) is filled in once it listens. */
const dnsSettings = { servers: [] as string[], timeoutMs: 300, tries: 1 }
const app = testHost({ plugins: emailPlugin, config: { settings: { dns: dnsSettings } } })
const open = testHost({ plugins: emailPlugin, config: { settings: { dns: { ...dnsSettings, allowPrivateAnswers: true } } } })
beforeAll(async () => {
  dns = await serveDns({
    records: {
      'mail.example.net': [{ type: 'MX', data: { preference: 10, exchange: 'mx.mail.example.net' } }],
      'nomx.example.net': [{ type: 'A', data: '93.184.215.25' }],
      'nothing.example.net': [{ type: 'TXT', data: 'hello' }],
      'nullmx.example.net': [{ type: 'MX', data: { preference: 0, exchange: '.' } }],
      'mailinator.com': [{ type: 'MX', data: { preference: 10, exchange: 'mail.mailinator.com' } }],
      // A cloud host's resolver also answers its private network's names: none of this may reach a caller.
      'intranet.example.net': [{ type: 'A', data: '10.0.3.7' }, { type: 'AAAA', data: 'fd12:3456::7' }],
      'inside.example.net': [{ type: 'MX', data: { preference: 10, exchange: 'mail.corp.internal' } }],
      'db.corp.internal': [{ type: 'MX', data: { preference: 10, exchange: 'mx.example.net' } }],
    },
    servfail: ['broken.example.net'],
  })
  dnsSettings.servers.push(dns.address)
})
afterAll(() => dns.close())

const check = async (email: string) => (await app.ok(`/api/email/validate?email=${encodeURIComponent(email)}`)).items[0]

describe('email.validate', () => {
  it('answers deliverable for a personal address at a domain with MX', async () => {
    expect(await check('Jane.Doe+news@Mail.Example.Net')).toEqual({
      email: 'Jane.Doe+news@Mail.Example.Net', normalized: 'Jane.Doe+news@mail.example.net', local: 'Jane.Doe+news', domain: 'mail.example.net', syntaxValid: true, domainExists: true,
      mx: { hosts: [{ priority: 10, exchange: 'mx.mail.example.net' }], nullMx: false, implicit: false }, acceptsMail: true, disposable: false, roleAccount: false, verdict: 'deliverable', reasons: [],
    })
  })

  it('flags disposable providers and role accounts as risky', async () => {
    expect(await check('someone@mailinator.com')).toMatchObject({ disposable: true, verdict: 'risky', reasons: ['mailinator.com is a disposable-mail provider'] })
    expect(await check('someone@sub.mailinator.com')).toMatchObject({ disposable: true })
    expect(await check('support@mail.example.net')).toMatchObject({ roleAccount: true, verdict: 'risky' })
  })

  it('falls back to the A record without MX, and refuses a null MX or a missing domain', async () => {
    expect(await check('a@nomx.example.net')).toMatchObject({ acceptsMail: true, mx: { hosts: [], implicit: true }, verdict: 'risky' })
    expect(await check('a@nothing.example.net')).toMatchObject({ acceptsMail: false, verdict: 'undeliverable' })
    expect(await check('a@nullmx.example.net')).toMatchObject({ acceptsMail: false, mx: { nullMx: true }, verdict: 'undeliverable' })
    expect(await check('a@missing.example.net')).toMatchObject({ domainExists: false, verdict: 'undeliverable', reasons: ['missing.example.net does not exist in DNS'] })
  })

  it('answers invalid syntax without asking DNS', async () => {
    const before = dns.queries.length
    expect(await check('two@@signs.example.net')).toMatchObject({ syntaxValid: false, verdict: 'invalid' })
    expect(await check('dot..dot@mail.example.net')).toMatchObject({ syntaxValid: false })
    expect(dns.queries.length).toBe(before)
  })

  it('tells nothing of the host\'s network: private answers and special-use names answer as a domain that does not exist', async () => {
    expect(await check('a@intranet.example.net')).toMatchObject({ domainExists: true, acceptsMail: false, mx: { hosts: [], implicit: false }, verdict: 'undeliverable' })
    expect(await check('a@inside.example.net')).toMatchObject({ domainExists: false, verdict: 'undeliverable', reasons: ['inside.example.net does not exist in DNS'] })
    expect(await check('a@db.corp.internal')).toMatchObject({ domainExists: false, verdict: 'undeliverable', reasons: ['db.corp.internal does not exist in DNS'] })
    expect(dns.queries.filter((query) => query.includes('corp.internal'))).toEqual([])
  })

  it('answers everything when the operator allows private answers (settings.dns.allowPrivateAnswers)', async () => {
    expect((await open.ok('/api/email/validate?email=a@intranet.example.net')).items[0]).toMatchObject({ acceptsMail: true, mx: { implicit: true } })
    expect((await open.ok('/api/email/validate?email=a@db.corp.internal')).items[0]).toMatchObject({ domainExists: true, mx: { hosts: [{ exchange: 'mx.example.net' }] } })
  })

  it('answers 502 when DNS fails, and names the bad field', async () => {
    await app.status('/api/email/validate?email=a@broken.example.net', 502, undefined, 'UPSTREAM_FAILED')
    await app.rejects(`/api/email/validate?email=${'a'.repeat(250)}@x.example.net`, 'email')
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
