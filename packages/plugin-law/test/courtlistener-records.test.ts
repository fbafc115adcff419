import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { courtListenerFixtures, fixture } from './_harness.ts'

const h = testHost(courtListenerFixtures)
const LOOKUP = '/api/rest/v4/citation-lookup/'

describe('law.opinion', () => {
  it('answers a case with each opinion: type, author, text from markup or plain text', async () => {
    const data = await h.ok('/api/law/opinion', { clusterId: 2812209, maxChars: 100 })
    const [item] = data.items
    expect(item).toMatchObject({
      clusterId: 2812209, caseName: 'Obergefell v. Hodges', dateFiled: '2015-06-26', docketId: 2829658, citations: ['576 U.S. 644', '135 S. Ct. 2584'],
      citeCount: 1203, status: 'Published', disposition: 'Reversed', syllabus: null, opinionCount: 2, url: 'https://www.courtlistener.com/opinion/2812209/obergefell-v-hodges/',
    })
    expect(item.opinions[0]).toStrictEqual({
      id: 2812209, type: 'lead', author: 'Kennedy', authorId: null, joinedBy: null, perCuriam: false, pageCount: 103, downloadUrl: 'https://www.supremecourt.gov/opinions/14pdf/14-556_3204.pdf',
      text: 'The Constitution promises liberty to all within its reach, a liberty that includes certain specific ', chars: 230, truncated: true, textFormat: 'from-markup',
    })
    expect(item.opinions[1]).toMatchObject({ id: 9999901, type: 'dissent', author: 'Roberts', joinedBy: 'Scalia, Thomas', truncated: false, textFormat: 'plain', text: 'Petitioners make strong arguments rooted in social policy and considerations of fairness.' })
  })

  it('decodes the markup: tags gone, paragraphs on lines, entities decoded', async () => {
    const data = await h.ok('/api/law/opinion', { opinionId: 2812209 })
    expect(data.items[0].opinionCount).toBe(1)
    expect(data.items[0].opinions[0].text).toBe('The Constitution promises liberty to all within its reach, a liberty that includes certain specific rights that allow persons, within a lawful realm, to define and express their identity.\nSee Loving v. Virginia, 388 U.S. 1 & more.')
    expect(data.source.url).toContain('/api/rest/v4/opinions/2812209/')
  })

  it('finds the case of a citation through the citation lookup', async () => {
    const data = await h.ok('/api/law/opinion', { citation: '576 US 644', maxChars: 100 })
    expect(data.items[0]).toMatchObject({ clusterId: 2812209, caseName: 'Obergefell v. Hodges', opinionCount: 2 })
    expect(new URLSearchParams(h.last(LOOKUP).body).get('text')).toBe('576 US 644')
    // An ambiguous citation names its candidates; one not found is a 404; no citation at all names the field.
    h.set(`POST ${LOOKUP}`, { body: [{ citation: '1 H. 150', normalized_citations: ['1 Handy 150', '1 Haw. 150'], start_index: 0, end_index: 8, status: 300, error_message: '', clusters: [] }] })
    const ambiguous = await h.rejects('/api/law/opinion', 'citation', { citation: '1 H. 150' })
    expect(ambiguous.error).toContain('matches several cases')
    h.set(`POST ${LOOKUP}`, { body: [{ citation: '1 U.S. 200', normalized_citations: ['1 U.S. 200'], start_index: 0, end_index: 10, status: 404, error_message: "Citation not found: '1 U.S. 200'", clusters: [] }] })
    await h.status('/api/law/opinion', 404, { citation: '1 U.S. 200' }, 'NOT_FOUND')
    h.set(`POST ${LOOKUP}`, { body: [] })
    await h.rejects('/api/law/opinion', 'citation', { citation: 'see id. at 5' })
  })

  it('answers 404 for an id CourtListener does not have', async () => {
    h.set('GET /api/rest/v4/clusters/2812209/', { status: 404, body: { detail: 'No OpinionCluster matches the given query.' } })
    await h.status('/api/law/opinion', 404, { clusterId: 2812209 }, 'NOT_FOUND')
  })

  it('refuses no id, both ids, a bad id or a bad maxChars (400, before payment)', async () => {
    await h.rejects('/api/law/opinion', 'clusterId', {})
    await h.rejects('/api/law/opinion', 'opinionId', { clusterId: 1, opinionId: 2 })
    await h.rejects('/api/law/opinion', 'citation', { opinionId: 2, citation: '576 U.S. 644' })
    await h.rejects('/api/law/opinion', 'clusterId', { clusterId: -4 })
    await h.rejects('/api/law/opinion', 'maxChars', { clusterId: 1, maxChars: 10 })
  })

  h.failures('GET /api/rest/v4/clusters/2812209/', '/api/law/opinion', { clusterId: 2812209 })
})

describe('law.citation-check', () => {
  it('posts the text as a form and answers each citation with its outcome and case', async () => {
    const text = 'Obergefell v. Hodges (576 U.S. 644) established the right to marriage among same-sex couples'
    const data = await h.ok('/api/law/citation-check', { text })
    expect(data.summary).toEqual({ found: 1, notFound: 0, ambiguous: 0, invalidReporter: 0, notChecked: 0 })
    expect(data.items[0]).toMatchObject({ citation: '576 U.S. 644', normalized: ['576 U.S. 644'], start: 22, end: 34, outcome: 'found', message: null, matches: [{ clusterId: 2812209, caseName: 'Obergefell v. Hodges', dateFiled: '2015-06-26' }] })
    const sent = h.last(LOOKUP)
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(new URLSearchParams(sent.body).get('text')).toBe(text)
    expect(sent.headers.authorization).toBe('Token cl-token')
  })

  it('reports not found, unknown reporters and ambiguous citations', async () => {
    h.set(`POST ${LOOKUP}`, fixture('courtlistener', 'citation-lookup-many.json'))
    const data = await h.ok('/api/law/citation-check', { text: '576 U.S. 644\n1 U.S. 200\n33 Umbrella 422\n1 H. 150\n' })
    expect(data.summary).toEqual({ found: 1, notFound: 1, ambiguous: 1, invalidReporter: 1, notChecked: 0 })
    expect(data.items.map((item: { outcome: string }) => item.outcome)).toEqual(['found', 'not-found', 'invalid-reporter', 'ambiguous'])
    expect(data.items[1].message).toBe("Citation not found: '1 U.S. 200'")
    expect(data.items[3].matches.map((found: { caseName: string }) => found.caseName)).toEqual(['Louis v. Steamboat Buckeye', 'Fell v. Parke'])
  })

  it('refuses an empty or oversized text', async () => {
    await h.rejects('/api/law/citation-check', 'text', { text: ' ' })
    await h.rejects('/api/law/citation-check', 'text', { text: 'x'.repeat(64_001) })
  })

  h.failures(`POST ${LOOKUP}`, '/api/law/citation-check', { text: 'See 576 U.S. 644.' })
})

describe('law.case-verify', () => {
  it('judges each claimed case by the citation found at its place', async () => {
    h.set(`POST ${LOOKUP}`, fixture('courtlistener', 'citation-lookup-many.json'))
    const data = await h.ok('/api/law/case-verify', {
      cases: [
        { citation: '576 U.S. 644', caseName: 'Obergefell v. Hodges', year: 2015 },
        { citation: '1 U.S. 200', caseName: 'Smith v. Jones' },
        { citation: '33 Umbrella 422' },
        { citation: '1 H. 150', caseName: 'Fell v. Parke' },
        { citation: 'see id. at 5' },
      ],
    })
    expect(new URLSearchParams(h.last(LOOKUP).body).get('text')).toBe('576 U.S. 644\n1 U.S. 200\n33 Umbrella 422\n1 H. 150\nsee id. at 5\n')
    expect(data.items.map((item: { verdict: string }) => item.verdict)).toEqual(['verified', 'not-found', 'invalid-reporter', 'verified', 'unparsed'])
    expect(data.items[0].matches[0]).toMatchObject({ clusterId: 2812209, nameScore: 1, yearMatches: true })
    // The ambiguous citation resolves to the case named.
    expect(data.items[3].matches[0]).toMatchObject({ caseName: 'Fell v. Parke', nameScore: 1 })
    expect(data.summary).toEqual({ verified: 2, mismatch: 0, notFound: 1, other: 2 })
  })

  it('calls a citation given for another case or year a mismatch, and an unnamed ambiguous one ambiguous', async () => {
    h.set(`POST ${LOOKUP}`, fixture('courtlistener', 'citation-lookup-many.json'))
    const data = await h.ok('/api/law/case-verify', {
      cases: [{ citation: '576 U.S. 644', caseName: 'Roe v. Wade' }, { citation: '1 U.S. 200' }, { citation: '33 Umbrella 422' }, { citation: '1 H. 150' }],
    })
    expect(data.items[0]).toMatchObject({ verdict: 'mismatch', reason: 'the citation exists but belongs to Obergefell v. Hodges, not Roe v. Wade' })
    expect(data.items[3]).toMatchObject({ verdict: 'ambiguous' })
    h.set(`POST ${LOOKUP}`, fixture('courtlistener', 'citation-lookup-many.json'))
    const wrongYear = await h.ok('/api/law/case-verify', { cases: [{ citation: '576 U.S. 644', caseName: 'Obergefell v. Hodges', year: 2013 }] })
    expect(wrongYear.items[0]).toMatchObject({ verdict: 'mismatch', reason: 'the case was decided in 2015, not 2013' })
  })

  it('refuses an empty list, too many cases or a bad year', async () => {
    await h.rejects('/api/law/case-verify', 'cases', { cases: [] })
    await h.rejects('/api/law/case-verify', 'cases', { cases: Array.from({ length: 51 }, () => ({ citation: '576 U.S. 644' })) })
    await h.rejects('/api/law/case-verify', 'cases.0.year', { cases: [{ citation: '576 U.S. 644', year: 1200 }] })
    await h.rejects('/api/law/case-verify', 'cases.0.citation', { cases: [{ citation: '576 U.S.\n644' }] })
  })

  h.failures(`POST ${LOOKUP}`, '/api/law/case-verify', { cases: [{ citation: '576 U.S. 644' }] })
})
