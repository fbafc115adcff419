import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { patentsPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `uspto-odp/${name}` })
const h = testHost({
  plugins: [patentsPlugin],
  upstreams: ['uspto-odp'],
  keys: { 'uspto-odp': 'odp-test-key' },
  routes: {
    'GET /api/v1/patent/applications/search': fixture('search.json'),
    'GET /api/v1/patent/applications/14104993': fixture('application.json'),
    'GET /api/v1/patent/applications/16123123/documents': fixture('documents.json'),
    'GET /api/v1/patent/applications/99999999': { status: 404, file: 'uspto-odp/not-found.json' },
  },
})

describe('patents.search', () => {
  it('answers applications newest filing first with the provider count, sending the key as X-API-KEY', async () => {
    const data = await h.ok('/api/patents/search?query=solid%20state%20battery&limit=2&from=2010-01-01&to=2024-12-31')
    expect(data.total).toBe(2841)
    expect(data.items[1]).toStrictEqual({
      id: '14104993', applicationNumber: '14104993', patentNumber: '9362380', publicationNumber: 'US 2014-0167116 A1', title: 'HETEROJUNCTION BIPOLAR TRANSISTOR', type: 'Utility', status: 'Patented Case',
      filingDate: '2012-12-19', publicationDate: '2014-06-19', grantDate: '2016-06-07', applicant: 'STMicroelectronics S.A.', inventor: 'Pascal Chevalier',
    })
    expect(data.items[0].patentNumber).toBeNull()
    const request = h.last('/api/v1/patent/applications/search')
    expect(Object.fromEntries(request.query)).toEqual({ q: 'solid state battery', sort: 'applicationMetaData.filingDate desc', offset: '0', limit: '2', rangeFilters: 'applicationMetaData.filingDate 2010-01-01:2024-12-31' })
    expect(request.headers['x-api-key']).toBe('odp-test-key')
  })
  it('answers an empty list when ODP finds nothing (404)', async () => {
    h.set('GET /api/v1/patent/applications/search', { status: 404, file: 'uspto-odp/not-found.json' })
    const data = await h.ok('/api/patents/search?query=nothing%20matches')
    expect(data).toMatchObject({ items: [], total: 0 })
  })
  it('refuses a window that ends before it starts', () => h.rejects('/api/patents/search?query=battery&from=2024-01-01&to=2023-01-01', 'to'))
  it('refuses a one-letter query', () => h.rejects('/api/patents/search?query=a', 'query'))
  h.failures('GET /api/v1/patent/applications/search', '/api/patents/search?query=battery')
})

describe('patents.detail', () => {
  it('answers an application by number, normalizing 14/104,993', async () => {
    const data = await h.ok('/api/patents/detail?applicationNumber=14%2F104%2C993')
    expect(data.total).toBe(1)
    expect(data.items[0]).toMatchObject({
      applicationNumber: '14104993', patentNumber: '9362380', statusDate: '2016-05-18', effectiveFilingDate: '2013-12-12', applicants: ['STMicroelectronics S.A.'],
      inventors: ['Pascal Chevalier', 'Gregory Avenier'], examiner: 'HUI TSAI JEY', artUnit: 'TTAB', entityStatus: 'Undiscounted', cpc: ['H01L 29/66242', 'H01L 29/737'],
    })
  })
  it('finds a patent by its number through the search', async () => {
    h.set('GET /api/v1/patent/applications/search', { file: 'uspto-odp/application.json' })
    const data = await h.ok('/api/patents/detail?patentNumber=US%209%2C362%2C380%20B2')
    expect(data.items[0].title).toBe('HETEROJUNCTION BIPOLAR TRANSISTOR')
    expect(h.last('/api/v1/patent/applications/search').query.get('q')).toBe('applicationMetaData.patentNumber:9362380')
  })
  it('answers 404 for an unknown application', () => h.status('/api/patents/detail?applicationNumber=99999999', 404, undefined, 'NOT_FOUND'))
  it('needs one of the two numbers', () => h.rejects('/api/patents/detail', 'applicationNumber'))
  it('refuses both numbers at once', () => h.rejects('/api/patents/detail?applicationNumber=14104993&patentNumber=9362380', 'patentNumber'))
  it('refuses a malformed application number', () => h.rejects('/api/patents/detail?applicationNumber=12ab', 'applicationNumber'))
  h.failures('GET /api/v1/patent/applications/14104993', '/api/patents/detail?applicationNumber=14104993')
})

describe('patents.documents', () => {
  it('answers the file wrapper documents newest first with download links', async () => {
    const data = await h.ok('/api/patents/documents?applicationNumber=16123123&codes=ctnf,wfee&from=2020-01-01')
    expect(data.total).toBe(2)
    expect(data.items[0]).toStrictEqual({
      documentId: 'ILLUSTRATIVE0001', date: '2021-02-10', code: 'CTNF', description: 'Non-Final Rejection', direction: 'OUTGOING',
      downloads: [{ format: 'PDF', pages: 14, url: 'https://api.uspto.gov/api/v1/download/applications/16123123/ILLUSTRATIVE0001.pdf' }, { format: 'XML', pages: null, url: 'https://api.uspto.gov/api/v1/download/applications/16123123/ILLUSTRATIVE0001.xml' }],
    })
    expect(data.items[1]).toMatchObject({ code: 'WFEE', date: '2020-08-31', downloads: [{ pages: 2 }] })
    expect(Object.fromEntries(h.last('/api/v1/patent/applications/16123123/documents').query)).toEqual({ documentCodes: 'CTNF,WFEE', officialDateFrom: '2020-01-01' })
  })
  it('refuses malformed document codes', () => h.rejects('/api/patents/documents?applicationNumber=16123123&codes=a%20b', 'codes'))
  h.failures('GET /api/v1/patent/applications/16123123/documents', '/api/patents/documents?applicationNumber=16123123')
})
