import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { lawPlugin } from '../src/index.ts'
import { fixture } from './_harness.ts'

const ROUTE = 'GET /link/uscode/18/1030'
const h = testHost({
  plugins: [lawPlugin],
  upstreams: ['govinfo-link'],
  routes: { [ROUTE]: { ...fixture('govinfo', 'uscode-18-1030.htm'), headers: { 'content-type': 'text/html' } } },
})

describe('law.usc-section', () => {
  it('answers the section: heading, paragraphs, source credit, edition', async () => {
    const data = await h.ok('/api/law/usc-section?title=18&section=1030')
    const [item] = data.items
    expect(item).toMatchObject({
      title: 18, section: '1030', appendix: false, citation: '18 U.S.C. § 1030', heading: '§1030. Fraud and related activity in connection with computers', status: 'in force',
      sourceCredit: '(Added Pub. L. 98–473, title II, §2102(a), Oct. 12, 1984, 98 Stat. 2190; amended Pub. L. 99–474, §2, Oct. 16, 1986, 100 Stat. 1213.)',
      edition: '2023 Edition', currentThrough: '2024-01-05', olrcUrl: 'https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title18-section1030&num=0&edition=prelim',
    })
    expect(item.paragraphs).toHaveLength(3)
    expect(item.paragraphs[0]).toBe('(a) Whoever—')
    // Notes are not statute text.
    expect(item.text).not.toContain('Editorial Notes')
    expect(h.last('/link/uscode/18/1030').params).toEqual({ type: 'usc', year: 'mostrecent', 'link-type': 'html' })
  })

  it('reads a citation and asks for an edition year', async () => {
    await h.ok('/api/law/usc-section?citation=18%20U.S.C.%20%C2%A7%201030&year=2018')
    expect(h.last('/link/uscode/18/1030').params).toMatchObject({ year: '2018' })
  })

  it('answers 404 when GovInfo has no such section', () => h.status('/api/law/usc-section?title=18&section=99999', 404, undefined, 'NOT_FOUND'))

  it('names the bad field (400)', async () => {
    await h.rejects('/api/law/usc-section', 'title')
    await h.rejects('/api/law/usc-section?title=18', 'section')
    await h.rejects('/api/law/usc-section?title=55&section=1', 'title')
    await h.rejects('/api/law/usc-section?title=18&section=10%2F30', 'section')
    await h.rejects('/api/law/usc-section?citation=18%20CFR%201030', 'citation')
    await h.rejects('/api/law/usc-section?citation=18%20USC%201030&section=1030', 'citation')
  })

  h.failures(ROUTE, '/api/law/usc-section?title=18&section=1030')
})

describe('law.usc-section: a page that is not a section, answered once, is not kept', () => {
  // One host per test, whose calls share its cache (a section is kept a day).
  const kept = testHost({ plugins: [lawPlugin], upstreams: ['govinfo-link'], hostPer: 'test', routes: { [ROUTE]: { ...fixture('govinfo', 'uscode-18-1030.htm'), headers: { 'content-type': 'text/html' } } } })
  const path = '/api/law/usc-section?title=18&section=1030'

  it('a 502, then the section GovInfo sends next is read and kept', async () => {
    // Made up for the test: a maintenance page GPO might send with 200.
    kept.set(ROUTE, { body: '<html><body><h1>GovInfo is undergoing maintenance</h1></body></html>', headers: { 'content-type': 'text/html' } })
    expect(await kept.call(path)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: expect.stringContaining('not a U.S. Code section') } })
    kept.reset()
    expect((await kept.item(path)).heading).toBe('§1030. Fraud and related activity in connection with computers')
    await kept.item(path)
    expect(kept.requestsTo(ROUTE)).toHaveLength(2)
  })
})
