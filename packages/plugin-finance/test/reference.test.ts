import { createTestPaymentGate, refusedThenServed, testHost, type FixtureAnswer } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { financePlugin } from '../src/index.ts'

const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: name })

const h = testHost({
  plugins: [financePlugin],
  upstreams: ['binlist', 'razorpay-ifsc', 'openfigi'],
  routes: {
    'GET /45717360': fixture('binlist/45717360.json'),
    'GET /510000': fixture('binlist/sparse.json'),
    'GET /999999': { status: 404, body: '' },
    'GET /HDFC0CAGSBK': fixture('ifsc/HDFC0CAGSBK.json'),
    'GET /ABCD0123456': { status: 404, body: '"Not Found"' },
    'POST /v3/mapping': (request) => {
      const job = JSON.parse(request.body)[0]
      if (job.idValue === 'AAPL' || job.idValue === 'US0378331005') return fixture('openfigi/mapping-aapl.json')
      if (job.idValue === 'BAD') return fixture('openfigi/mapping-error.json')
      return fixture('openfigi/mapping-none.json')
    },
    'POST /v3/search': fixture('openfigi/search-apple.json'),
  },
})
/** The last request the fixture server received. */
const last = () => h.last()

describe('finance.bin', () => {
  it('answers the issuer of a BIN, and nulls for what binlist does not know', async () => {
    const { status, body } = await h.call('/api/finance/bin?bin=4571%207360')
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      bin: '45717360', scheme: 'visa', type: 'debit', brand: 'Visa/Dankort', prepaid: false, cardNumberLength: 16, luhn: true,
      country: { code: 'DK', numeric: '208', name: 'Denmark', currency: 'DKK' }, bank: { name: 'Jyske Bank', url: 'www.jyskebank.dk', phone: '+4589893300', city: 'Hjørring' },
    })
    expect(last().headers['accept-version']).toBe('3')
    expect((await h.call('/api/finance/bin?bin=510000')).body.data.items[0]).toMatchObject({ scheme: 'mastercard', type: null, cardNumberLength: null, country: { code: null }, bank: { name: null } })
    expect(await h.call('/api/finance/bin?bin=999999')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.failures('GET /45717360', '/api/finance/bin?bin=45717360')
  it('refuses anything but 6-8 digits, so no card number ever leaves the host', async () => {
    await h.rejects('/api/finance/bin?bin=4571', 'bin')
    await h.rejects('/api/finance/bin?bin=4571736012345678', 'bin')
    await h.rejects('/api/finance/bin?bin=45717a', 'bin')
  })
})

describe('finance.ifsc-india', () => {
  it('answers the branch with payment systems', async () => {
    const { status, body } = await h.call('/api/finance/ifsc-india?ifsc=hdfc0cagsbk')
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      ifsc: 'HDFC0CAGSBK', bank: 'HDFC Bank', bankCode: 'HDFC', branch: 'THE AGS EMPLOYEES COOP BANK LTD', address: 'SANGMESH BIRADAR BANGALORE', city: 'BANGALORE',
      district: 'BANGALORE URBAN', state: 'KARNATAKA', stateCode: 'IN-KA', centre: 'BANGALORE URBAN', contact: '+919945232454', micr: '560226263', swift: null,
      paymentSystems: { rtgs: true, neft: true, imps: true, upi: true },
    })
    expect(await h.call('/api/finance/ifsc-india?ifsc=ABCD0123456')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.failures('GET /HDFC0CAGSBK', '/api/finance/ifsc-india?ifsc=HDFC0CAGSBK')
  it('rejects malformed codes', async () => {
    await h.rejects('/api/finance/ifsc-india?ifsc=HDFC1CAGSBK', 'ifsc')
    await h.rejects('/api/finance/ifsc-india?ifsc=HDFC0CAGSB', 'ifsc')
  })
})

describe('finance.figi', () => {
  it('maps a ticker on an exchange, and an ISIN', async () => {
    const { status, body } = await h.call('/api/finance/figi?idType=ticker&idValue=AAPL&exchCode=us')
    expect(status).toBe(200)
    expect(body.data.items).toStrictEqual([{
      figi: 'BBG000B9XRY4', name: 'APPLE INC', ticker: 'AAPL', exchangeCode: 'US', compositeFigi: 'BBG000B9XRY4', shareClassFigi: 'BBG001S5N8V8',
      securityType: 'Common Stock', securityType2: 'Common Stock', marketSector: 'Equity', description: 'AAPL',
    }])
    expect(JSON.parse(last().body)).toEqual([{ idType: 'TICKER', idValue: 'AAPL', exchCode: 'US' }])
    await h.call('/api/finance/figi?idType=isin&idValue=US0378331005')
    expect(JSON.parse(last().body)).toEqual([{ idType: 'ID_ISIN', idValue: 'US0378331005' }])
  })
  it('answers 404 when OpenFIGI finds nothing and 400 when it refuses the identifier', async () => {
    expect(await h.call('/api/finance/figi?idType=cusip&idValue=000000000')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    expect(await h.call('/api/finance/figi?idType=sedol&idValue=BAD')).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^idValue: OpenFIGI refused/) } })
  })
  h.failures('POST /v3/mapping', '/api/finance/figi?idType=ticker&idValue=AAPL')
  it('rejects bad input', async () => {
    await h.rejects('/api/finance/figi?idType=symbol&idValue=AAPL', 'idType')
    await h.rejects('/api/finance/figi?idType=ticker', 'idValue')
    await h.rejects('/api/finance/figi?idType=ticker&idValue=AAPL&exchCode=NASDAQ', 'exchCode')
    await h.rejects('/api/finance/figi?idType=ticker&idValue=AAPL&currency=US', 'currency')
  })
})

describe('finance.figi-search', () => {
  it('answers instruments and the next page token, passing the filters', async () => {
    const { status, body } = await h.call('/api/finance/figi-search?query=apple&exchCode=US&marketSector=Equity&start=abc')
    expect(status).toBe(200)
    expect(body.data.items.map((item: { ticker: string }) => item.ticker)).toEqual(['AAPL', 'AAPL', 'APLE'])
    expect(body.data.next).toBe('QW9BcHBsZSBIb3NwaXRhbGl0eQ==')
    expect(JSON.parse(last().body)).toEqual({ query: 'apple', exchCode: 'US', marketSecDes: 'Equity', start: 'abc' })
  })
  h.failures('POST /v3/search', '/api/finance/figi-search?query=apple')
  it('rejects bad input', async () => {
    await h.rejects('/api/finance/figi-search', 'query')
    await h.rejects('/api/finance/figi-search?query=apple&marketSector=Stocks', 'marketSector')
  })
})

describe('finance.figi: an answer without the job\'s result is not kept', () => {
  // One host per test, whose calls share its cache (a mapping is kept a day); priced, so a charge shows.
  const kept = testHost({ plugins: [financePlugin], upstreams: ['openfigi'], hostPer: 'test', paid: true, freshGate: createTestPaymentGate, routes: {
    // Made up for the test: a mapping answer with no result for the one job sent.
    'POST /v3/mapping': { body: [] },
  } })
  it('a 502, not charged; then the mapping sent next is read', async () => {
    const refusal = { answer: 'unusable', error: expect.stringContaining('no result for the request') }
    const { body } = await refusedThenServed(kept, { path: '/api/finance/figi?idType=ticker&idValue=AAPL', route: 'POST /v3/mapping', refusal, good: fixture('openfigi/mapping-aapl.json') })
    expect(body.data.items).toMatchObject([{ figi: 'BBG000B9XRY4' }])
  })
})
