import { describe, expect, it } from 'vitest'
import { fixture as recorded, govHarness } from './_gov.ts'

const ROUTE = 'GET /api/v1/documents.json'
const fixture = (name: string) => recorded(`federal-register/${name}`)

describe('gov.federal-register-recent', () => {
  const h = govHarness({ upstreams: ['federal-register'], routes: { [ROUTE]: fixture('documents.json') } })

  it('passes the conditions in the API\'s bracketed form and answers documents newest first', async () => {
    const { status, body } = await h.call('/api/gov/federal-register-recent?term=hazardous%20air&agency=environmental-protection-agency&type=rule&from=2025-11-01&to=2025-11-21&significant=false&limit=2&page=3')
    expect(status).toBe(200)
    const sent = h.last().query
    expect(sent.get('conditions[term]')).toBe('hazardous air')
    expect(sent.getAll('conditions[agencies][]')).toEqual(['environmental-protection-agency'])
    expect(sent.getAll('conditions[type][]')).toEqual(['RULE'])
    expect(sent.get('conditions[publication_date][gte]')).toBe('2025-11-01')
    expect(sent.get('conditions[significant]')).toBe('0')
    expect(sent.get('order')).toBe('newest')
    expect(sent.get('page')).toBe('3')
    expect(sent.getAll('fields[]')).toContain('docket_ids')
    expect(body.data.total).toBe(5123)
    expect(body.data.items[0]).toStrictEqual({
      documentNumber: '2025-21034', citation: null, title: 'National Emission Standards for Hazardous Air Pollutants: Example Source Category Technology Review', type: 'Rule', action: 'Final rule.',
      abstract: 'The EPA is finalizing amendments to the national emission standards...', publicationDate: '2025-11-20', effectiveOn: '2026-01-20', commentsCloseOn: null, signingDate: null,
      agencies: ['Environmental Protection Agency'], cfrReferences: [], docketIds: ['EPA-HQ-OAR-2024-0123'], regulationIds: ['2060-AW12'], significant: false, pages: null, executiveOrder: null,
      url: 'https://www.federalregister.gov/documents/2025/11/20/2025-21034/national-emission-standards', pdfUrl: 'https://www.govinfo.gov/content/pkg/FR-2025-11-20/pdf/2025-21034.pdf',
    })
    expect(body.data.items[1].agencies).toEqual(['Agriculture Department', 'Forest Service'])
  })

  it('answers no items when nothing matches', async () => {
    h.set(ROUTE, fixture('none.json'))
    expect((await h.call('/api/gov/federal-register-recent?term=zzqq')).body.data).toMatchObject({ items: [], total: 0 })
  })

  it('answers no items, not a failure, when the API says 404 for a search without match', async () => {
    h.set(ROUTE, { status: 404, body: { errors: ['made-up body: the API answers 404 to a search without match'] } })
    expect(await h.call('/api/gov/federal-register-recent?term=zzqq')).toMatchObject({ status: 200, body: { data: { items: [], total: 0 } } })
  })

  h.failures(ROUTE, '/api/gov/federal-register-recent?term=rule')

  it('rejects bad input', () => h.rejects('/api/gov/federal-register-recent', [['term=a', 'term'], ['agency=EPA%20!', 'agency'], ['type=regulation', 'type'], ['from=2025-11-21&to=2025-11-01', 'to'], ['limit=101', 'limit'], ['page=51', 'page'], ['limit=100&page=21', 'page'], ['limit=30&page=67', 'page']]))
})
