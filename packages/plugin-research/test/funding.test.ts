import { upstreamFailureCases, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { researchPlugin } from '../src/index.ts'

const h = testHost({
  plugins: [researchPlugin],
  upstreams: ['nih-reporter', 'nsf-awards'],
  routes: {
    'POST /projects/search': { file: 'nih-reporter/projects-search.json' },
    'GET /awards.json': { file: 'nsf/awards.json' },
  },
})

describe('research.funding', () => {
  it('merges NIH and NSF grants, one section per funder', async () => {
    const data = await h.ok('/api/research/funding?q=crispr')
    expect(data.total).toBe(3)
    expect(data.sections).toEqual({
      nih: { status: 'found', total: 2, url: expect.stringContaining('/projects/search') },
      nsf: { status: 'found', total: 1, url: expect.stringContaining('/awards.json') },
    })
    expect(data.items[0]).toEqual({
      funder: 'NIH',
      id: '1R01CA000001-01',
      title: 'CRISPR screens of tumour resistance (illustrative)',
      recipient: 'EXAMPLE UNIVERSITY',
      city: 'ANN ARBOR',
      region: 'MI',
      country: 'UNITED STATES',
      investigators: ['Ada Example'],
      amountUsd: 612345,
      fiscalYear: 2025,
      startDate: '2025-04-01',
      endDate: '2030-03-31',
      agency: 'NCI',
      url: 'https://reporter.nih.gov/project-details/11000001',
    })
    expect(data.items[1]).toMatchObject({ id: '5R21AI000002-02', amountUsd: null, investigators: [], url: 'https://reporter.nih.gov/project-details/11000002' })
    expect(data.items[2]).toMatchObject({ funder: 'NSF', id: '2400001', amountUsd: 499999, startDate: '2024-09-01', endDate: '2027-08-31', investigators: ['Ada Example'] })
  })

  it('sends the criteria each funder reads', async () => {
    await h.ok('/api/research/funding?q=crispr&pi=Ada%20Example&org=Example%20University&fiscalYear=2025&limit=5')
    const nih = h.requests.find((request) => request.method === 'POST' && request.body.includes('Ada Example'))!
    expect(JSON.parse(nih.body)).toEqual({
      criteria: {
        advanced_text_search: { operator: 'and', search_field: 'projecttitle,terms,abstracttext', search_text: 'crispr' },
        pi_names: [{ any_name: 'Ada Example' }],
        org_names: ['Example University'],
        fiscal_years: [2025],
      },
      offset: 0,
      limit: 5,
      sort_field: 'project_start_date',
      sort_order: 'desc',
    })
    const nsf = h.last('/awards.json').query
    expect(Object.fromEntries(nsf)).toMatchObject({ keyword: 'crispr', pdPIName: 'Ada Example', awardeeName: 'Example University', dateStart: '10/01/2024', dateEnd: '09/30/2025', rpp: '5', offset: '1' })
  })

  it('asks only the chosen funder', async () => {
    const before = h.requests.length
    const data = await h.ok('/api/research/funding?q=crispr&funders=nsf')
    expect(Object.keys(data.sections)).toEqual(['nsf'])
    expect(h.requests.slice(before).map((request) => request.path)).toEqual(['/awards.json'])
  })

  it('keeps answering when one funder fails, and fails uncharged when all do', async () => {
    h.set('GET /awards.json', upstreamFailureCases[0]!.answer)
    const data = await h.ok('/api/research/funding?q=crispr')
    expect(data.sections.nsf).toEqual({ status: 'error', message: expect.stringContaining('HTTP 500'), total: null, url: null })
    expect(data.items).toHaveLength(2)
    h.set('POST /projects/search', upstreamFailureCases[0]!.answer)
    await h.status('/api/research/funding?q=crispr', 502, undefined, 'UPSTREAM_FAILED')
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/research/funding', 'q')
    await h.rejects('/api/research/funding?q=crispr&funders=nih,erc', 'funders')
    await h.rejects('/api/research/funding?q=crispr&fiscalYear=1900', 'fiscalYear')
    await h.rejects('/api/research/funding?q=crispr&limit=26', 'limit')
  })

  h.failures('POST /projects/search', '/api/research/funding?q=crispr&funders=nih')
  h.failures('GET /awards.json', '/api/research/funding?q=crispr&funders=nsf')
})
