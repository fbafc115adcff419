import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { lawPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

const h = testHost({
  plugins: [lawPlugin],
  upstreams: ['ecfr', 'federal-register'],
  routes: {
    'GET /api/versioner/v1/titles.json': fixture('ecfr', 'titles.json'),
    'GET /api/versioner/v1/full/2026-11-20/title-17.xml': { ...fixture('ecfr', 'section-240.10b-5.xml'), headers: { 'content-type': 'application/xml' } },
    'GET /api/versioner/v1/full/2001-01-01/title-17.xml': { ...fixture('ecfr', 'section-240.10b-5.xml'), headers: { 'content-type': 'application/xml' } },
    'GET /api/v1/documents.json': fixture('federal-register', 'documents.json'),
    'GET /api/v1/documents/2024-10176.json': fixture('federal-register', 'document.json'),
  },
})

describe('law.cfr-section', () => {
  it('answers the section at the latest date: heading, paragraphs, source note, link', async () => {
    const data = await h.ok('/api/law/cfr-section?title=17&section=240.10b-5')
    const [item] = data.items
    expect(item).toMatchObject({
      title: 17, titleName: 'Commodity and Securities Exchanges', part: '240', section: '240.10b-5', citation: '17 CFR 240.10b-5',
      heading: '§ 240.10b-5 Employment of manipulative and deceptive devices.', sourceNote: '[13 FR 8183, Dec. 22, 1948, as amended at 16 FR 7928, Aug. 11, 1951]',
      date: '2026-11-20', latestAmendedOn: '2026-10-30', url: 'https://www.ecfr.gov/current/title-17/section-240.10b-5',
    })
    expect(item.paragraphs).toHaveLength(5)
    expect(item.paragraphs[1]).toBe('(a) To employ any device, scheme, or artifice to defraud,')
    expect(item.text.endsWith('in connection with the purchase or sale of any security.')).toBe(true)
    expect(h.last('/api/versioner/v1/full/2026-11-20/title-17.xml').params).toEqual({ part: '240', section: '240.10b-5' })
  })

  it('reads a citation, and a past date links the point-in-time version', async () => {
    const data = await h.ok('/api/law/cfr-section?citation=17%20C.F.R.%20%C2%A7%20240.10b-5&date=2001-01-01')
    expect(data.items[0]).toMatchObject({ section: '240.10b-5', date: '2001-01-01', url: 'https://www.ecfr.gov/on/2001-01-01/title-17/section-240.10b-5' })
  })

  it('answers 404 for a section the eCFR does not have, and for a reserved title', async () => {
    await h.status('/api/law/cfr-section?title=17&section=240.99z-9&date=2026-11-19', 404, undefined, 'NOT_FOUND')
    await h.status('/api/law/cfr-section?title=35&section=1.1', 404, undefined, 'NOT_FOUND')
  })

  it('names the bad field (400)', async () => {
    await h.rejects('/api/law/cfr-section', 'title')
    await h.rejects('/api/law/cfr-section?title=17', 'section')
    await h.rejects('/api/law/cfr-section?title=51&section=1.1', 'title')
    await h.rejects('/api/law/cfr-section?title=17&section=240', 'section')
    await h.rejects('/api/law/cfr-section?citation=17%20USC%20240', 'citation')
    await h.rejects('/api/law/cfr-section?citation=17%20CFR%20240.1&title=17', 'citation')
    await h.rejects('/api/law/cfr-section?title=17&section=240.10b-5&date=2030-01-01', 'date')
  })

  h.failures('GET /api/versioner/v1/titles.json', '/api/law/cfr-section?title=17&section=240.10b-5')

  // eCFR answers some automated clients with a "Request Access" page and status 200: an upstream failure, never a false NOT_FOUND.
  const wall = { ...fixture('ecfr', 'request-access.html'), headers: { 'content-type': 'text/html; charset=utf-8' } }
  for (const route of ['GET /api/versioner/v1/titles.json', 'GET /api/versioner/v1/full/2026-11-20/title-17.xml']) {
    it(`answers 502 UPSTREAM_FAILED, not 404, when ${route} is the Request Access page`, async () => {
      h.set(route, wall)
      const body = await h.status('/api/law/cfr-section?title=17&section=240.10b-5', 502, undefined, 'UPSTREAM_FAILED')
      expect(body.error).toContain('web page')
    })
  }
  it('knows the Request Access page by its first bytes even when it is labelled XML', async () => {
    h.set('GET /api/versioner/v1/full/2026-11-20/title-17.xml', { ...wall, headers: { 'content-type': 'application/xml' } })
    await h.status('/api/law/cfr-section?title=17&section=240.10b-5', 502, undefined, 'UPSTREAM_FAILED')
  })
})

describe('law.federal-register', () => {
  it('lists the documents amending a CFR part, newest first', async () => {
    const data = await h.ok('/api/law/federal-register?cfrTitle=40&cfrPart=60&type=rule&from=2024-01-01&limit=5')
    expect(data.total).toBe(1)
    expect(data.meta).toEqual({ mode: 'list' })
    expect(data.items[0]).toStrictEqual({
      documentNumber: '2024-10176', citation: '89 FR 39798',
      title: 'Standards of Performance for New, Reconstructed, and Modified Sources and Emissions Guidelines for Existing Sources: Oil and Natural Gas Sector Climate Review',
      type: 'Rule', action: 'Final rule; technical corrections.', abstract: 'This action corrects errors in the final rule.', publicationDate: '2024-05-09', effectiveOn: '2024-05-09',
      commentsCloseOn: null, signingDate: '2024-04-30', agencies: ['Environmental Protection Agency'], cfrReferences: ['40 CFR 60'], docketIds: ['EPA-HQ-OAR-2021-0317'], regulationIds: ['2060-AV16'], significant: null,
      pages: { start: 39798, end: 39800 }, executiveOrder: null,
      url: 'https://www.federalregister.gov/documents/2024/05/09/2024-10176/standards-of-performance', pdfUrl: 'https://www.govinfo.gov/content/pkg/FR-2024-05-09/pdf/2024-10176.pdf',
    })
    const sent = h.last('/api/v1/documents.json').params
    expect(sent).toMatchObject({ order: 'newest', per_page: '5', 'conditions[cfr][title]': '40', 'conditions[cfr][part]': '60', 'conditions[type][]': 'RULE', 'conditions[publication_date][gte]': '2024-01-01' })
    expect(h.last().query.getAll('fields[]')).toContain('cfr_references')
  })

  it('looks one document up by number', async () => {
    const data = await h.ok('/api/law/federal-register?documentNumber=2024-10176')
    expect(data).toMatchObject({ total: 1, meta: { mode: 'lookup' }, items: [{ documentNumber: '2024-10176', citation: '89 FR 39798' }] })
    await h.status('/api/law/federal-register?documentNumber=2099-00001', 404, undefined, 'NOT_FOUND')
  })

  it('names the bad field (400, before payment)', async () => {
    await h.rejects('/api/law/federal-register', 'documentNumber')
    await h.rejects('/api/law/federal-register?documentNumber=2024-10176&term=climate', 'term')
    await h.rejects('/api/law/federal-register?cfrPart=60&term=climate', 'cfrTitle')
    await h.rejects('/api/law/federal-register?rin=12-AB', 'rin')
    await h.rejects('/api/law/federal-register?term=climate&from=2024-02-01&to=2024-01-01', 'to')
  })

  h.failures('GET /api/v1/documents.json', '/api/law/federal-register?term=climate')
})
