import { createTestPaymentGate, refusedThenServed, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { nonprofitPlugin } from '../src/index.ts'

const file = (name: string) => ({ file: `propublica/${name}` })

const h = testHost({
  plugins: [nonprofitPlugin],
  upstreams: ['propublica-nonprofits'],
  routes: {
    'GET /nonprofits/api/v2/search.json': file('search.json'),
    'GET /nonprofits/api/v2/organizations/530196605.json': file('organization.json'),
  },
})

describe('nonprofit.search', () => {
  it('searches by name, state, category and subsection (pages counted from 1)', async () => {
    const data = await h.ok('/api/nonprofit/search?q=red%20cross&state=dc&category=human-services&subsection=3&page=2')
    expect(data).toMatchObject({ total: 2, meta: { mode: 'list' } })
    expect(data.items[0]).toStrictEqual({
      ein: '53-0196605', name: 'American National Red Cross', subName: 'American National Red Cross', city: 'Washington', state: 'DC', nteeCode: 'P210', subsection: '501(c)(3)', hasFilings: true,
      url: 'https://projects.propublica.org/nonprofits/organizations/530196605',
    })
    expect(data.items[1]).toMatchObject({ ein: '52-1234567', subsection: '501(c)(4)', nteeCode: null })
    expect(h.last().params).toEqual({ q: 'red cross', 'state[id]': 'DC', 'ntee[id]': '5', 'c_code[id]': '3', page: '1' })
  })

  it('looks up an EIN with its IRS record and filings', async () => {
    const data = await h.ok('/api/nonprofit/search?ein=53-0196605')
    expect(data.meta).toEqual({ mode: 'lookup' })
    const [org] = data.items
    expect(org).toMatchObject({
      ein: '53-0196605', name: 'American National Red Cross', address: { street: '431 18th St NW', city: 'Washington', state: 'DC', zip: '20006-5346' }, subsection: '501(c)(3)', rulingDate: '1946-03-01',
      deductibilityCode: 1, foundationCode: 15, revenue: 3100000000,
    })
    expect(org.filings[0]).toStrictEqual({ taxYear: 2022, taxPeriod: 202306, form: '990', revenue: 3100000000, expenses: 3200000000, assets: 4100000000, liabilities: 1000000000, pdfUrl: null })
    expect(org.filingsWithoutData).toEqual([{ taxYear: 2009, taxPeriod: 201006, form: '990', pdfUrl: 'https://projects.propublica.org/nonprofits/download-filing?path=old.pdf' }])
  })

  it('answers 404 for an unknown EIN and an empty list when the search finds nothing (the API answers 404)', async () => {
    await h.status('/api/nonprofit/search?ein=000000001', 404, undefined, 'NOT_FOUND')
    h.set('GET /nonprofits/api/v2/search.json', { status: 404, body: { total_results: 0 } })
    expect(await h.ok('/api/nonprofit/search?q=zzzzqqq')).toMatchObject({ items: [], total: 0 })
  })

  it('names the bad field (400, before payment)', async () => {
    await h.rejects('/api/nonprofit/search', 'q')
    await h.rejects('/api/nonprofit/search?ein=12345', 'ein')
    await h.rejects('/api/nonprofit/search?ein=530196605&q=red', 'q')
    await h.rejects('/api/nonprofit/search?state=Texas', 'state')
    await h.rejects('/api/nonprofit/search?category=sports', 'category')
    await h.rejects('/api/nonprofit/search?subsection=1', 'subsection')
  })

  h.failures('GET /nonprofits/api/v2/search.json', '/api/nonprofit/search?q=red%20cross')
})

describe('nonprofit.search: a count with no organizations (issue 37)', () => {
  const kept = testHost({ plugins: [nonprofitPlugin], upstreams: ['propublica-nonprofits'], hostPer: 'test', paid: true, freshGate: createTestPaymentGate, routes: {
    // Made up for the test: a 200 counting matches with no `organizations` (ProPublica answers no match with a 404).
    'GET /nonprofits/api/v2/search.json': { body: { total_results: 2, num_pages: 1, cur_page: 0 } },
  } })
  it('is a 502, not charged and not kept: the good answer sent next is served', async () => {
    const { body } = await refusedThenServed(kept, { path: '/api/nonprofit/search?q=red%20cross', route: 'GET /nonprofits/api/v2/search.json', good: file('search.json') })
    expect(body.data).toMatchObject({ total: 2, items: [{ ein: '53-0196605' }, { ein: '52-1234567' }] })
  })
})
