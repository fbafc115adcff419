import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { FILINGS, telecomFixtures } from './_harness.ts'

const h = testHost(telecomFixtures)

describe('telecom.fcc-filings', () => {
  it('answers a docket\'s filings newest first with filers, dates, summary and documents', async () => {
    const data = await h.ok('/api/telecom/fcc-filings?proceeding=17-108&limit=10')
    expect(data.total).toBeNull()
    expect(data.items[0]).toStrictEqual({
      id: '10315123456789', type: 'NOTICE OF EX PARTE', proceedings: [{ name: '17-108', description: 'Restoring Internet Freedom' }],
      filers: ['Example Broadband Association'], authors: ['Jane Sample'], lawFirms: ['Sample & Partners LLP'],
      received: '2025-03-14', posted: '2025-03-15', summary: 'Summary of a meeting with Commission staff.',
      location: { city: 'Washington', state: 'DC', zip: '20001' },
      documents: [{ name: 'Ex Parte Letter 3-14-25.pdf', url: 'https://www.fcc.gov/ecfs/document/10315123456789/1' }],
      url: 'https://www.fcc.gov/ecfs/search/search-filings/filing/10315123456789',
    })
    // A numeric id, a summary taken from the text, no law firm or address.
    expect(data.items[1]).toMatchObject({ id: '10310987654321', type: 'COMMENT', summary: 'I support the proposed rules.', lawFirms: [], location: null, documents: [] })
    expect(h.last().params).toEqual({ 'proceedings.name': '17-108', sort: 'date_disseminated,DESC', limit: '10', offset: '0', api_key: 'gov-key' })
    expect(data.source.url).not.toContain('gov-key')
  })

  it('searches by filer and submission type', async () => {
    await h.ok('/api/telecom/fcc-filings?filer=Verizon&type=comment')
    expect(h.last().params).toMatchObject({ 'filers.name': 'Verizon', 'submissiontype.description': 'COMMENT' })
  })

  it('answers 404 for a docket without filings', () => h.status('/api/telecom/fcc-filings?proceeding=99-999', 404, undefined, 'NOT_FOUND'))

  it('refuses bad input before paying, naming the field', async () => {
    await h.rejects('/api/telecom/fcc-filings', 'proceeding')
    await h.rejects('/api/telecom/fcc-filings?proceeding=17%20108', 'proceeding')
    await h.rejects('/api/telecom/fcc-filings?proceeding=17-108&type=tweet', 'type')
    await h.rejects('/api/telecom/fcc-filings?proceeding=17-108&limit=101', 'limit')
  })

  h.failures(FILINGS, '/api/telecom/fcc-filings?proceeding=17-108')
})
