import { createTestPaymentGate, type FixtureAnswer, TEST_PAYER_HEADER, testHost } from '@svc/core/testing'
import { limitText } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { taxPlugin } from '../src/index.ts'
import { hmrc } from '../src/upstreams/hmrc.ts'

const fixture = (name: string) => ({ file: name })
const LOOKUP = '/organisations/vat/check-vat-number/lookup'
const TOKEN = 'POST /oauth/token'
const KNOWN = `GET ${LOOKUP}/123456789`
/** HMRC refusing the first bearer token it sees on this route (as when a token was revoked), then answering. */
let refusedOnce = false
function refusingOnce(): FixtureAnswer {
  if (refusedOnce) return fixture('hmrc/lookup.json')
  refusedOnce = true
  return { status: 401, ...fixture('hmrc/invalid-credentials.json') }
}
const routes = {
  [TOKEN]: fixture('hmrc/token.json'),
  [KNOWN]: fixture('hmrc/lookup.json'),
  [`GET ${LOOKUP}/123456789001`]: fixture('hmrc/lookup.json'),
  [`GET ${LOOKUP}/123456789/987654321`]: fixture('hmrc/lookup-requester.json'),
  [`GET ${LOOKUP}/123456789/111111111`]: { status: 403, ...fixture('hmrc/requester-not-found.json') },
  [`GET ${LOOKUP}/000000000`]: { status: 404, ...fixture('hmrc/not-found.json') },
  [`GET ${LOOKUP}/223456789`]: () => refusingOnce(),
  'GET /taxation_customs/vies/rest-api/ms/DE/vat/123456789': fixture('vies/valid.json'),
}
const CLIENT = 'illustrative-client-id:illustrative-client-secret'
const h = testHost({ plugins: [taxPlugin], upstreams: ['hmrc', 'vies'], keys: { hmrc: CLIENT }, routes })
const tokenRequests = () => h.requestsTo('/oauth/token').length
/** Tokens are held per credentials for the whole process: a test that counts token requests uses a client of its own. */
let clients = 0
const ownClient = () => ({ upstreams: { hmrc: { baseUrl: h.server.url, key: `client-${++clients}:secret`, timeoutMs: 2000 } } })

describe('tax.vat with a UK (GB) number', () => {
  // One host for a whole test, on h's fixture server, so its answer cache carries from one call to the next.
  const cached = testHost({ plugins: [taxPlugin], elsewhere: { hmrc: () => ({ baseUrl: h.server.url, key: CLIENT }) }, hostPer: 'test' })
  it('answers a registered number in the shape of an EU one, with HMRC as the source', async () => {
    const data = await h.ok('/api/tax/vat?number=GB%20123%20456%20789')
    expect(data.items).toStrictEqual([{ number: 'GB123456789', country: 'GB', valid: true, name: 'ILLUSTRATIVE TRADING LTD', address: '1 EXAMPLE STREET\nSAMPLETOWN\nZZ9 9ZZ', checkedAt: '2025-03-04', consultationNumber: null }])
    expect(data.source).toMatchObject({ provider: 'HM Revenue & Customs', url: `${h.server.url}${LOOKUP}/123456789` })
    const lookup = h.last(`${LOOKUP}/123456789`)
    expect(lookup.headers.accept).toBe('application/vnd.hmrc.2.0+json')
    expect(lookup.headers.authorization).toBe('Bearer illustrative-access-token')
  })
  it('gets its token with the client id and secret in a form body', async () => {
    const before = tokenRequests()
    await h.call('/api/tax/vat?number=GB123456789', undefined, ownClient())
    const token = h.last('/oauth/token')
    expect(tokenRequests()).toBe(before + 1)
    expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({ grant_type: 'client_credentials', client_id: `client-${clients}`, client_secret: 'secret' })
  })
  it('reads bare digits and 12-digit branch numbers as UK numbers', async () => {
    expect((await h.ok('/api/tax/vat?number=123456789')).items[0].number).toBe('GB123456789')
    expect((await h.ok('/api/tax/vat?number=GB123456789001')).items[0]).toMatchObject({ number: 'GB123456789001', valid: true })
    expect(h.requestsTo(`${LOOKUP}/123456789001`)).toHaveLength(1)
  })
  it('answers a number HMRC does not know (404) as valid: false, as VIES answers an unknown EU number', async () => {
    const data = await h.ok('/api/tax/vat?number=GB000000000')
    expect(data.items[0]).toMatchObject({ number: 'GB000000000', country: 'GB', valid: false, name: null, address: null, consultationNumber: null })
    expect(data.items[0].checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
  it('answers HMRC\'s consultation number when the requester gives their VRN, asking HMRC each time', async () => {
    const app = cached
    const before = { requester: h.requestsTo(`${LOOKUP}/123456789/987654321`).length, plain: h.requestsTo(`${LOOKUP}/123456789`).length }
    for (let call = 0; call < 2; call++) {
      expect((await app.ok('/api/tax/vat?number=GB123456789&requester=GB987654321')).items[0]).toMatchObject({ valid: true, consultationNumber: 'Zx1Yw2Vu3', checkedAt: '2025-03-04' })
      await app.ok('/api/tax/vat?number=GB123456789')
    }
    expect(h.requestsTo(`${LOOKUP}/123456789/987654321`).length - before.requester).toBe(2)
    expect(h.requestsTo(`${LOOKUP}/123456789`).length - before.plain).toBe(1) // a plain check is cached for an hour
  })
  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/tax/vat?number=GB12345', 'number')
    await h.rejects('/api/tax/vat?number=1234567890', 'number')
    await h.rejects('/api/tax/vat?number=GBGD001', 'number')
    await h.rejects('/api/tax/vat?number=GB123456789&requester=12345', 'requester')
    await h.rejects('/api/tax/vat?number=DE123456789&requester=GB987654321', 'requester')
    await h.rejects('/api/tax/vat?number=GB123456789&requester=GB111111111', 'requester') // HMRC: not a registered requester (403)
  })
  it('names the field HMRC refuses (400 INVALID_REQUEST)', async () => {
    h.set(KNOWN, { status: 400, ...fixture('hmrc/invalid-request.json') })
    await h.rejects('/api/tax/vat?number=GB123456789', 'number')
  })
  h.failures(KNOWN, '/api/tax/vat?number=GB123456789')
})

describe('the HMRC token', () => {
  it('is asked once for 20 calls arriving together, and kept for the next', async () => {
    const client = ownClient()
    const before = tokenRequests()
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.call('/api/tax/vat?number=GB123456789', undefined, client)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    await h.call('/api/tax/vat?number=GB000000000', undefined, client)
    expect(tokenRequests()).toBe(before + 1)
  })
  it('is asked again once when HMRC refuses it (401), and the call answers', async () => {
    const before = tokenRequests()
    const { status, body } = await h.call('/api/tax/vat?number=GB223456789', undefined, ownClient())
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({ valid: true })
    expect(h.requestsTo(`${LOOKUP}/223456789`)).toHaveLength(2)
    expect(tokenRequests()).toBe(before + 2) // this client's first token, and the one asked after the refusal
  })
  it('answers 502 naming the setting when HMRC refuses the client credentials', async () => {
    h.set(TOKEN, { status: 401, body: { error: 'invalid_client' } })
    const { status, body } = await h.call('/api/tax/vat?number=GB123456789', undefined, ownClient())
    expect(status).toBe(502)
    expect(body.error).toContain('SVC_UPSTREAM_HMRC_KEY')
  })
})

describe('the HMRC token endpoint failing', () => {
  // Its own fixture server: no token is held for it, so every call asks the endpoint.
  const failing = testHost({ plugins: [taxPlugin], upstreams: ['hmrc'], keys: { hmrc: CLIENT }, routes })
  failing.failures(TOKEN, '/api/tax/vat?number=GB123456789')
})

describe('tax.vat on a host without HMRC credentials', () => {
  const gate = createTestPaymentGate()
  const app = testHost({ plugins: [taxPlugin], paid: true, gate, elsewhere: { hmrc: () => h.server.url, vies: () => h.server.url }, hostPer: 'test' })
  const pay = { headers: { [TEST_PAYER_HEADER]: '0x0000000000000000000000000000000000000001' } }

  it('answers 503 naming the setting for a GB number, before any 402 and without charging', async () => {
    const lookups = h.requests.length
    for (const init of [{}, pay]) {
      const { status, body } = await app.call('/api/tax/vat?number=GB123456789', undefined, undefined, init)
      expect(status).toBe(503)
      expect(body).toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_HMRC_KEY') })
    }
    expect(gate.settled).toEqual([])
    expect(h.requests.length).toBe(lookups)
  })
  it('still checks EU numbers, paid as usual, and lists tax.vat available', async () => {
    expect((await app.call('/api/tax/vat?number=DE123456789')).status).toBe(402)
    const paid = await app.call('/api/tax/vat?number=DE123456789', undefined, undefined, pay)
    expect(paid.status).toBe(200)
    expect(gate.settled).toMatchObject([{ operation: 'tax.vat' }])
    const directory = (await app.call('/api/directory?group=tax')).body
    expect(directory.operations.find((operation: { id: string }) => operation.id === 'tax.vat')).toMatchObject({ available: true })
  })
})

describe('tax.vat failures of HMRC on a paid host', () => {
  const gate = createTestPaymentGate()
  const app = testHost({ plugins: [taxPlugin], paid: true, gate, elsewhere: { hmrc: () => ({ baseUrl: h.server.url, key: CLIENT }) }, hostPer: 'test' })
  const pay = { headers: { [TEST_PAYER_HEADER]: '0x0000000000000000000000000000000000000002' } }

  it('are mapped (429, 502) and never charged', async () => {
    const answers: Array<[FixtureAnswer, number, string]> = [
      [{ status: 429, headers: { 'retry-after': '1' }, body: { code: 'MESSAGE_THROTTLED_OUT', message: 'The request for the API is throttled as you have exceeded your quota.' } }, 429, 'UPSTREAM_RATE_LIMIT'],
      [{ status: 503, body: { code: 'SERVER_ERROR', message: 'Service unavailable' } }, 502, 'UPSTREAM_FAILED'],
    ]
    for (const [answer, status, code] of answers) {
      h.set(KNOWN, answer)
      try {
        const result = await app.call('/api/tax/vat?number=GB123456789', undefined, undefined, pay)
        expect(result.status).toBe(status)
        expect(result.body.code).toBe(code)
      } finally {
        h.reset()
      }
    }
    expect(gate.settled).toEqual([])
    expect(gate.released).toEqual(['tax.vat', 'tax.vat'])
  })
})

describe('HMRC\'s published limit', () => {
  it('is 3 requests a second per application, counted across hosts', () => {
    expect(limitText(hmrc, true)).toBe('3 requests per second')
  })
})
