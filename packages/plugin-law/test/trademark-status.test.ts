import { readFileSync } from 'node:fs'
import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { lawPlugin } from '../src/index.ts'
import { tsdr } from '../src/upstreams/tsdr.ts'
import { fixture } from './_harness.ts'

const ROUTE = 'GET /ts/cd/casestatus/sn75181334/info.xml'
const h = testHost({
  plugins: [lawPlugin],
  upstreams: ['uspto-tsdr'],
  keys: { 'uspto-tsdr': 'tsdr-key' },
  routes: {
    [ROUTE]: { ...fixture('uspto-tsdr', 'sn75181334.xml'), headers: { 'content-type': 'application/xml' } },
    'GET /ts/cd/casestatus/rn2564831/info.xml': { ...fixture('uspto-tsdr', 'sn75181334.xml'), headers: { 'content-type': 'application/xml' } },
  },
})

describe('law.trademark-status', () => {
  it('answers the case: mark, status, dates, owners, classes and history newest first', async () => {
    const data = await h.ok('/api/law/trademark-status?serialNumber=75181334')
    expect(data.items[0]).toStrictEqual({
      serialNumber: '75181334', registrationNumber: '2564831', mark: "MONTY PYTHON'S FLYING CIRCUS",
      status: 'Registration cancelled because registrant did not file an acceptable declaration under Section 8.', statusCode: '710', statusDate: '2009-02-07',
      filed: '1996-10-15', registered: '2002-04-30', published: '2002-02-05', abandoned: null, renewed: null, register: 'Principal',
      owners: [{ name: 'Python (Monty) Pictures Limited', legalEntity: 'United Kingdom corporation', city: 'London', region: null, country: 'GB' }],
      attorney: 'Jane Q. Example', classes: ['009', '041'],
      goodsAndServices: ['Pre-recorded video tapes and compact discs featuring comedy', 'Entertainment services, namely, television comedy programs'],
      history: [{ date: '2009-02-07', description: 'CANCELLED SEC. 8 (6-YR)', entry: '13' }, { date: '2002-04-30', description: 'REGISTERED-PRINCIPAL REGISTER', entry: '12' }],
      url: 'https://tsdr.uspto.gov/#caseNumber=sn75181334&caseType=SERIAL_NO&searchType=statusSearch',
    })
    expect(h.last().headers['uspto-api-key']).toBe('tsdr-key')
  })

  it('looks a registration number up', async () => {
    const data = await h.ok('/api/law/trademark-status?registrationNumber=2564831')
    expect(data.items[0].serialNumber).toBe('75181334')
  })

  it('answers 404 for an unknown case', () => h.status('/api/law/trademark-status?serialNumber=99999999', 404, undefined, 'NOT_FOUND'))

  it('names the bad field (400)', async () => {
    await h.rejects('/api/law/trademark-status', 'serialNumber')
    await h.rejects('/api/law/trademark-status?serialNumber=7518133', 'serialNumber')
    await h.rejects('/api/law/trademark-status?registrationNumber=25648310', 'registrationNumber')
    await h.rejects('/api/law/trademark-status?serialNumber=75181334&registrationNumber=2564831', 'registrationNumber')
  })

  const keyless = testHost({ plugins: lawPlugin, elsewhere: { 'uspto-tsdr': 'http://127.0.0.1:9' }, paid: true })
  it('is unavailable without the TSDR key (503 before any 402)', async () => {
    const body = await keyless.status('/api/law/trademark-status?serialNumber=75181334', 503, undefined, 'UPSTREAM_NOT_CONFIGURED')
    expect(body.error).toContain('SVC_UPSTREAM_USPTO_TSDR_KEY')
  })

  it('declares where the key is got, USPTO\'s 60 status calls a minute per key and its public-domain terms', () => {
    expect([(tsdr.key as { signupUrl?: string }).signupUrl, tsdr.quota?.withKey, tsdr.terms?.commercial.use]).toEqual(['https://account.uspto.gov/api-manager/', { requests: 60, perSeconds: 60 }, 'allowed'])
  })

  h.failures(ROUTE, '/api/law/trademark-status?serialNumber=75181334')
})

describe('law.trademark-status: a case file answered cut short once is not kept', () => {
  // One host per test, whose calls share its cache (a case file is kept 6 hours).
  const kept = testHost({ plugins: [lawPlugin], upstreams: ['uspto-tsdr'], keys: { 'uspto-tsdr': 'tsdr-key' }, hostPer: 'test', routes: { [ROUTE]: { ...fixture('uspto-tsdr', 'sn75181334.xml'), headers: { 'content-type': 'application/xml' } } } })
  const path = '/api/law/trademark-status?serialNumber=75181334'

  it('a 502, then the whole file sent next is read and kept', async () => {
    const whole = readFileSync(new URL('./fixtures/uspto-tsdr/sn75181334.xml', import.meta.url), 'utf8')
    kept.set(ROUTE, { body: whole.slice(0, whole.length / 2), headers: { 'content-type': 'application/xml' } })
    expect(await kept.call(path)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: expect.stringContaining('not well-formed XML') } })
    kept.reset()
    expect((await kept.item(path)).mark).toBe("MONTY PYTHON'S FLYING CIRCUS")
    expect((await kept.item(path)).history.length).toBeGreaterThan(1)
    expect(kept.requestsTo(ROUTE)).toHaveLength(2)
  })
})
