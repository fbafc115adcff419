import { createTestPaymentGate, refusedThenServed, TEST_PAYER_HEADER, testHost, type FixtureAnswer, type TestHostOptions } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { businessPlugin } from '../src/index.ts'

const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: name })
/** A search route answering `hit` when the query's `param` is `value`, else `miss`. */
const search = (param: string, value: string, hit: string, miss: string) => (request: { query: URLSearchParams }) => fixture(request.query.get(param) === value ? hit : miss)

const options: TestHostOptions = {
  plugins: [businessPlugin],
  upstreams: ['recherche-entreprises', 'brreg', 'brasilapi', 'krs', 'prh', 'companies-house'],
  keys: { 'companies-house': 'ch-key' },
  routes: {
    'GET /search': search('q', 'la poste', 'recherche-entreprises/search-la-poste.json', 'recherche-entreprises/search-empty.json'),
    'GET /enhetsregisteret/api/enheter': search('navn', 'equinor', 'brreg/equinor.json', 'brreg/empty.json'),
    'GET /api/cnpj/v1/19131243000197': fixture('brasilapi/19131243000197.json'),
    'GET /api/cnpj/v1/11222333000181': fixture('brasilapi/not-found.json', 404),
    'GET /api/krs/OdpisAktualny/0000028860': fixture('krs/0000028860.json'),
    'GET /api/krs/OdpisAktualny/0000000001': fixture('krs/not-found.json', 404),
    'GET /opendata-ytj-api/v3/companies': search('name', 'nokia', 'prh/nokia.json', 'prh/empty.json'),
    'GET /search/companies': fixture('companies-house/search-tesco.json'),
    'GET /company/00445790': fixture('companies-house/company-00445790.json'),
    'GET /company/00445790/officers': fixture('companies-house/officers-00445790.json'),
    'GET /company/99999999': fixture('companies-house/not-found.json', 404),
    'GET /company/99999999/officers': fixture('companies-house/not-found.json', 404),
  },
}
const h = testHost(options)
/** A host with prices kept and a payment gate per test: a failed call must release the payment. */
const paid = testHost({ ...options, paid: true, freshGate: createTestPaymentGate, hostPer: 'test' })
const PAYER = { headers: { [TEST_PAYER_HEADER]: '0x0000000000000000000000000000000000000002' } }

describe('business.fr-companies', () => {
  it('answers SIRENE companies with category, status and head office', async () => {
    const { status, body } = await h.call('/api/business/fr-companies?q=la%20poste&limit=5')
    expect(status).toBe(200)
    expect(body.data.total).toBe(2)
    expect(body.data.items[0]).toStrictEqual({
      siren: '356000000', name: 'LA POSTE', legalFormCode: '5510', activityCode: '53.10Z', category: 'GE', employeeRangeCode: '53', createdOn: '1991-01-01', status: 'active',
      headOffice: { siret: '35600000000048', address: '9 RUE DU COLONEL PIERRE AVIA 75015 PARIS', postalCode: '75015', city: 'PARIS' },
    })
    expect(body.data.items[1]).toMatchObject({ status: 'ceased', employeeRangeCode: null })
    expect(h.last().params).toEqual({ q: 'la poste', per_page: '5', page: '1' })
    expect((await h.call('/api/business/fr-companies?q=zzqq')).body.data).toMatchObject({ items: [], total: 0 })
  })
  h.failures('GET /search', '/api/business/fr-companies?q=la%20poste')
  it('rejects bad input', async () => {
    await h.rejects('/api/business/fr-companies?q=a', 'q')
    await h.rejects('/api/business/fr-companies?q=ab&limit=26', 'limit')
  })
})

describe('business.fi-companies', () => {
  it('answers YTJ companies with English descriptions, current name, form and street address', async () => {
    const { status, body } = await h.call('/api/business/fi-companies?name=nokia&limit=5')
    expect(status).toBe(200)
    expect(body.data.total).toBe(2)
    expect(body.data.items[0]).toStrictEqual({
      businessId: '0112038-9', name: 'Nokia Oyj', companyForm: { code: 'OYJ', description: 'Public limited company' }, registerStatus: 'Registered', active: true,
      mainBusinessLine: { code: '26300', description: 'Manufacture of communication equipment' }, registeredOn: '1978-03-15',
      streetAddress: { street: 'Karakaari 7', postCode: '02610', city: 'ESPOO' },
    })
    expect(body.data.items[1]).toMatchObject({ active: false, registerStatus: 'Ceased', mainBusinessLine: null, streetAddress: null })
    const limited = await h.call('/api/business/fi-companies?name=nokia&limit=1')
    expect(limited.body.data.items).toHaveLength(1)
    expect((await h.call('/api/business/fi-companies?name=zzqq')).body.data).toMatchObject({ items: [], total: 0 })
  })
  h.failures('GET /opendata-ytj-api/v3/companies', '/api/business/fi-companies?name=nokia')
  it('rejects bad input', async () => {
    await h.rejects('/api/business/fi-companies?name=n', 'name')
    await h.rejects('/api/business/fi-companies?name=no&limit=26', 'limit')
  })
})

describe('business.no-companies', () => {
  it('answers Brønnøysund units with form, industry and flags, and no items when _embedded is absent', async () => {
    const { body } = await h.call('/api/business/no-companies?name=equinor')
    expect(body.data.total).toBe(2)
    expect(body.data.items[0]).toStrictEqual({
      organisationNumber: '923609016', name: 'EQUINOR ASA', organisationForm: { code: 'ASA', description: 'Allmennaksjeselskap' }, industry: { code: '06.100', description: 'Utvinning av råolje' },
      employees: 21408, registeredOn: '1995-03-12', website: 'www.equinor.com', bankrupt: false, underDissolution: false,
      businessAddress: { lines: ['Forusbeen 50'], postalCode: '4035', city: 'STAVANGER', municipality: 'STAVANGER', country: 'NO' },
    })
    expect(body.data.items[1]).toMatchObject({ bankrupt: true, underDissolution: true, employees: null, businessAddress: null, industry: null })
    expect((await h.call('/api/business/no-companies?name=zzqq')).body.data).toMatchObject({ items: [], total: 0 })
  })
  h.failures('GET /enhetsregisteret/api/enheter', '/api/business/no-companies?name=equinor')
  it('rejects bad input', async () => {
    await h.rejects('/api/business/no-companies?name=e', 'name')
    await h.rejects('/api/business/no-companies?name=eq&limit=0', 'limit')
  })
})

describe('business.br-cnpj', () => {
  it('answers the company with partners, from a punctuated CNPJ', async () => {
    const { status, body } = await h.call('/api/business/br-cnpj?cnpj=19.131.243/0001-97')
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      cnpj: '19131243000197', legalName: 'OPEN KNOWLEDGE BRASIL', tradeName: 'REDE PELO CONHECIMENTO LIVRE', status: 'ATIVA', statusDate: '2013-10-03', statusReason: 'SEM MOTIVO',
      startDate: '2013-10-03', legalNature: { code: 3999, description: 'Associação Privada' }, size: 'DEMAIS', shareCapitalBrl: 0,
      primaryActivity: { code: '9430800', description: 'Atividades de associações de defesa de direitos sociais' }, contact: { phone: '1123851939', email: null },
      address: { street: 'AVENIDA PAULISTA 37', number: '37', complement: 'ANDAR 4', district: 'BELA VISTA', postalCode: '01311902', city: 'SAO PAULO', state: 'SP' },
      partners: [{ name: 'NATALIA MAZOTTE CORTEZ', role: 'Presidente', since: '2019-02-14' }],
    })
  })
  it('answers 404 for an unknown CNPJ and 400 for wrong check digits', async () => {
    expect(await h.call('/api/business/br-cnpj?cnpj=11222333000181')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
    await h.rejects('/api/business/br-cnpj?cnpj=19131243000198', 'cnpj')
    await h.rejects('/api/business/br-cnpj?cnpj=11111111111111', 'cnpj')
    await h.rejects('/api/business/br-cnpj?cnpj=1913124300019', 'cnpj')
    await h.rejects('/api/business/br-cnpj?cnpj=19131243000197abc', 'cnpj')
  })
  h.failures('GET /api/cnpj/v1/19131243000197', '/api/business/br-cnpj?cnpj=19131243000197')
})

describe('business.pl-krs', () => {
  it('answers the KRS extract with ids, dates, capital and address', async () => {
    const { status, body } = await h.call('/api/business/pl-krs?krs=0000028860')
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({
      krs: '0000028860', legalName: 'ORLEN SPÓŁKA AKCYJNA', legalForm: 'SPÓŁKA AKCYJNA', nip: '7740001454', regon: '61018820100000', registeredOn: '2001-07-05', asOf: '2025-11-20',
      shareCapital: { amount: 1451177561.25, currency: 'PLN' }, address: { street: 'UL. CHEMIKÓW 7', postalCode: '09-411', city: 'PŁOCK', country: 'POLSKA' },
    })
    expect(h.last().params).toEqual({ rejestr: 'P', format: 'json' })
  })
  it('answers 404 for an unknown number and asks the association register when told', async () => {
    expect(await h.call('/api/business/pl-krs?krs=0000000001&register=S')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND', error: expect.stringContaining('register S') } })
    expect(h.last().query.get('rejestr')).toBe('S')
    await h.rejects('/api/business/pl-krs?krs=28860', 'krs')
    await h.rejects('/api/business/pl-krs?krs=0000028860&register=X', 'register')
  })
  h.failures('GET /api/krs/OdpisAktualny/0000028860', '/api/business/pl-krs?krs=0000028860')
})

describe('business.uk-companies', () => {
  it('searches by name', async () => {
    const { body } = await h.call('/api/business/uk-companies?query=tesco&limit=5')
    expect(body.data).toMatchObject({ total: 1203, meta: { mode: 'list' } })
    expect(body.data.items[0]).toStrictEqual({ companyNumber: '00445790', name: 'TESCO PLC', status: 'active', type: 'plc', incorporatedOn: '1947-11-27', address: 'Tesco House, Shire Park, Kestrel Way, Welwyn Garden City, AL7 1GA, United Kingdom' })
    expect(h.last().headers.authorization).toBe(`Basic ${Buffer.from('ch-key:').toString('base64')}`)
  })
  it('answers a full profile with officers, padding a short number', async () => {
    const { body } = await h.call('/api/business/uk-companies?companyNumber=445790')
    expect(body.data.meta.mode).toBe('lookup')
    expect(body.data.items[0]).toMatchObject({
      companyNumber: '00445790', jurisdiction: 'england-wales', sicCodes: ['47110'], dissolvedOn: null,
      accounts: { lastMadeUpTo: '2025-02-22', nextDue: '2025-08-22', overdue: false }, confirmationStatement: { lastMadeUpTo: '2025-06-17', nextDue: '2026-07-01', overdue: false },
      hasCharges: true, hasInsolvencyHistory: false, previousNames: [{ name: 'TESCO STORES (HOLDINGS) PUBLIC LIMITED COMPANY', from: '1947-11-27', to: '1983-06-08' }],
      officers: [
        { name: 'MURPHY, Ken', role: 'director', appointedOn: '2020-10-01', resignedOn: null, nationality: 'Irish', occupation: 'Group Chief Executive' },
        { name: 'LEWIS, Dave', role: 'director', appointedOn: '2014-09-01', resignedOn: '2020-09-30', nationality: 'British', occupation: 'Company Director' },
      ],
    })
    expect(await h.call('/api/business/uk-companies?companyNumber=99999999')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  it('is unavailable without a Companies House key', async () => {
    expect(await h.call('/api/business/uk-companies?query=tesco', undefined, { upstreams: { 'companies-house': { baseUrl: h.server.url } } })).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('SVC_UPSTREAM_COMPANIES_HOUSE_KEY') } })
  })
  it('answers 502 uncharged when the officers come as Companies House\'s error object with a 200 (not a profile without officers)', async () => {
    paid.set('GET /company/00445790/officers', fixture('companies-house/officers-error-200.json'))
    expect(await paid.call('/api/business/uk-companies?companyNumber=00445790', undefined, undefined, PAYER)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    expect(paid.gate.settled).toEqual([])
    expect(paid.gate.released).toEqual(['business.uk-companies'])
  })
  h.failures('GET /search/companies', '/api/business/uk-companies?query=tesco')
  it('rejects bad input', async () => {
    await h.rejects('/api/business/uk-companies', 'query')
    await h.rejects('/api/business/uk-companies?query=tesco&companyNumber=00445790', 'query')
    await h.rejects('/api/business/uk-companies?companyNumber=00-445790', 'companyNumber')
    await h.rejects('/api/business/uk-companies?query=tesco&limit=51', 'limit')
  })
})

describe('a count with no list (issue 37)', () => {
  // Made up for the tests: a 200 counting matches whose list is left out (an answer cut short).
  it('fi-companies: PRH without `companies` is a 502, not charged, not kept: the next good answer is served', async () => {
    const route = 'GET /opendata-ytj-api/v3/companies'
    const { body } = await refusedThenServed(paid, { path: '/api/business/fi-companies?name=nokia', route, bad: { body: { totalResults: 3 } }, good: fixture('prh/nokia.json') })
    expect(body.data.items.length).toBeGreaterThan(0)
  })
  it('no-companies: a count with no `_embedded` is a 502, not charged, not kept; a count of 0 without it is none', async () => {
    const route = 'GET /enhetsregisteret/api/enheter'
    const bad = { body: { page: { size: 10, totalElements: 4, totalPages: 1, number: 0 } } }
    const { body } = await refusedThenServed(paid, { path: '/api/business/no-companies?name=equinor', route, bad, refusal: { answer: 'unusable' }, good: fixture('brreg/equinor.json') })
    expect(body.data.items.length).toBeGreaterThan(0)
    paid.set('GET /enhetsregisteret/api/enheter', fixture('brreg/empty.json'))
    expect((await paid.call('/api/business/no-companies?name=zzqq', undefined, undefined, PAYER)).body.data).toMatchObject({ items: [], total: 0 })
  })
})
