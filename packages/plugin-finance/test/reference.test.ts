import { join } from 'node:path'
import { createTestApp, serveFixtures, upstreamFailureCases, type FixtureAnswer, type FixtureServer } from '@svc/core/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { financePlugin } from '../src/index.ts'

const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: join(import.meta.dirname, 'fixtures', name) })

let server: FixtureServer
const override = new Map<string, FixtureAnswer>()
const route = (key: string, answer: FixtureAnswer | ((body: string) => FixtureAnswer)) => ({ [key]: (request: { body: string }) => override.get(key) ?? (typeof answer === 'function' ? answer(request.body) : answer) })
beforeAll(async () => {
  server = await serveFixtures({
    ...route('GET /45717360', fixture('binlist/45717360.json')),
    ...route('GET /510000', fixture('binlist/sparse.json')),
    ...route('GET /999999', { status: 404, body: '' }),
    ...route('GET /HDFC0CAGSBK', fixture('ifsc/HDFC0CAGSBK.json')),
    ...route('GET /ABCD0123456', { status: 404, body: '"Not Found"' }),
    ...route('POST /v3/mapping', (body) => {
      const job = JSON.parse(body)[0]
      if (job.idValue === 'AAPL' || job.idValue === 'US0378331005') return fixture('openfigi/mapping-aapl.json')
      if (job.idValue === 'BAD') return fixture('openfigi/mapping-error.json')
      return fixture('openfigi/mapping-none.json')
    }),
    ...route('POST /v3/search', fixture('openfigi/search-apple.json')),
  })
})
afterAll(() => server.close())

async function call(path: string) {
  const upstreams = Object.fromEntries(['binlist', 'razorpay-ifsc', 'openfigi'].map((id) => [id, { baseUrl: server.url, timeoutMs: 2000 }]))
  const app = createTestApp({ plugins: [financePlugin], config: { upstreams, prices: { 'finance.bin': 0, 'finance.ifsc-india': 0, 'finance.figi': 0, 'finance.figi-search': 0 } } })
  const response = await app.request(path)
  return { status: response.status, body: await response.json() }
}
function failures(routeKey: string, path: string) {
  for (const failure of upstreamFailureCases) {
    it(`answers ${failure.status} ${failure.code} on ${failure.name}`, async () => {
      override.set(routeKey, failure.answer)
      try {
        expect(await call(path)).toMatchObject({ status: failure.status, body: { code: failure.code } })
      } finally {
        override.delete(routeKey)
      }
    })
  }
}
/** A 400 INVALID_INPUT naming `field` (the body's field, not a substring of the message). */
async function expect400(path: string, field: string) {
  const { status, body } = await call(path)
  expect(status, path).toBe(400)
  expect(body.code, path).toBe('INVALID_INPUT')
  expect(body.field, `${path}: ${body.error}`).toBe(field)
}

describe('finance.bin', () => {
  it('answers the issuer of a BIN, and nulls for what binlist does not know', async () => {
    const { status, body } = await call('/api/finance/bin?bin=4571%207360')
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      bin: '45717360', scheme: 'visa', type: 'debit', brand: 'Visa/Dankort', prepaid: false, cardNumberLength: 16, luhn: true,
      country: { code: 'DK', numeric: '208', name: 'Denmark', currency: 'DKK' }, bank: { name: 'Jyske Bank', url: 'www.jyskebank.dk', phone: '+4589893300', city: 'Hjørring' },
    })
    expect(server.requests.at(-1)!.headers['accept-version']).toBe('3')
    expect((await call('/api/finance/bin?bin=510000')).body.data.items[0]).toMatchObject({ scheme: 'mastercard', type: null, cardNumberLength: null, country: { code: null }, bank: { name: null } })
    expect(await call('/api/finance/bin?bin=999999')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  failures('GET /45717360', '/api/finance/bin?bin=45717360')
  it('refuses anything but 6-8 digits, so no card number ever leaves the host', async () => {
    await expect400('/api/finance/bin?bin=4571', 'bin')
    await expect400('/api/finance/bin?bin=4571736012345678', 'bin')
    await expect400('/api/finance/bin?bin=45717a', 'bin')
  })
})

describe('finance.ifsc-india', () => {
  it('answers the branch with payment systems', async () => {
    const { status, body } = await call('/api/finance/ifsc-india?ifsc=hdfc0cagsbk')
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      ifsc: 'HDFC0CAGSBK', bank: 'HDFC Bank', bankCode: 'HDFC', branch: 'THE AGS EMPLOYEES COOP BANK LTD', address: 'SANGMESH BIRADAR BANGALORE', city: 'BANGALORE',
      district: 'BANGALORE URBAN', state: 'KARNATAKA', stateCode: 'IN-KA', centre: 'BANGALORE URBAN', contact: '+919945232454', micr: '560226263', swift: null,
      paymentSystems: { rtgs: true, neft: true, imps: true, upi: true },
    })
    expect(await call('/api/finance/ifsc-india?ifsc=ABCD0123456')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  failures('GET /HDFC0CAGSBK', '/api/finance/ifsc-india?ifsc=HDFC0CAGSBK')
  it('rejects malformed codes', async () => {
    await expect400('/api/finance/ifsc-india?ifsc=HDFC1CAGSBK', 'ifsc')
    await expect400('/api/finance/ifsc-india?ifsc=HDFC0CAGSB', 'ifsc')
  })
})

describe('finance.figi', () => {
  it('maps a ticker on an exchange, and an ISIN', async () => {
    const { status, body } = await call('/api/finance/figi?idType=ticker&idValue=AAPL&exchCode=us')
    expect(status).toBe(200)
    expect(body.data.items).toStrictEqual([{
      figi: 'BBG000B9XRY4', name: 'APPLE INC', ticker: 'AAPL', exchangeCode: 'US', compositeFigi: 'BBG000B9XRY4', shareClassFigi: 'BBG001S5N8V8',
      securityType: 'Common Stock', securityType2: 'Common Stock', marketSector: 'Equity', description: 'AAPL',
    }])
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual([{ idType: 'TICKER', idValue: 'AAPL', exchCode: 'US' }])
    await call('/api/finance/figi?idType=isin&idValue=US0378331005')
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual([{ idType: 'ID_ISIN', idValue: 'US0378331005' }])
  })
  it('answers 404 when OpenFIGI finds nothing and 400 when it refuses the identifier', async () => {
    expect(await call('/api/finance/figi?idType=cusip&idValue=000000000')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(await call('/api/finance/figi?idType=sedol&idValue=BAD')).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^idValue: OpenFIGI refused/) } })
  })
  failures('POST /v3/mapping', '/api/finance/figi?idType=ticker&idValue=AAPL')
  it('rejects bad input', async () => {
    await expect400('/api/finance/figi?idType=symbol&idValue=AAPL', 'idType')
    await expect400('/api/finance/figi?idType=ticker', 'idValue')
    await expect400('/api/finance/figi?idType=ticker&idValue=AAPL&exchCode=NASDAQ', 'exchCode')
    await expect400('/api/finance/figi?idType=ticker&idValue=AAPL&currency=US', 'currency')
  })
})

describe('finance.figi-search', () => {
  it('answers instruments and the next page token, passing the filters', async () => {
    const { status, body } = await call('/api/finance/figi-search?query=apple&exchCode=US&marketSector=Equity&start=abc')
    expect(status).toBe(200)
    expect(body.data.items.map((item: { ticker: string }) => item.ticker)).toEqual(['AAPL', 'AAPL', 'APLE'])
    expect(body.data.next).toBe('QW9BcHBsZSBIb3NwaXRhbGl0eQ==')
    expect(JSON.parse(server.requests.at(-1)!.body)).toEqual({ query: 'apple', exchCode: 'US', marketSecDes: 'Equity', start: 'abc' })
  })
  failures('POST /v3/search', '/api/finance/figi-search?query=apple')
  it('rejects bad input', async () => {
    await expect400('/api/finance/figi-search', 'query')
    await expect400('/api/finance/figi-search?query=apple&marketSector=Stocks', 'marketSector')
  })
})
