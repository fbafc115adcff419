import { describe, expect, it } from 'vitest'
import { testHost } from '@svc/core/testing'
import { courtListenerFixtures } from './_harness.ts'

const h = testHost(courtListenerFixtures)
const SEARCH = '/api/rest/v4/search/'

describe('law.case-search', () => {
  it('answers opinion clusters with citations, snippets and the next cursor, sending the token', async () => {
    const data = await h.ok('/api/law/case-search?q=same-sex%20marriage&court=scotus,ca6&from=2015-01-01&to=2015-12-31&order=most-cited&limit=2')
    expect(data.total).toBe(2343)
    expect(data.nextCursor).toBe('cz0yMzUuODcxMjUmcz04MDUzNTUzJnQ9byZkPTIwMjQtMDktMTY=')
    expect(data.items[1]).toStrictEqual({
      clusterId: 2812209, caseName: 'Obergefell v. Hodges', court: 'Supreme Court of the United States', courtId: 'scotus', dateFiled: '2015-06-26',
      docketNumber: '14-556', docketId: 2829658, citations: ['576 U.S. 644', '135 S. Ct. 2584', '192 L. Ed. 2d 609'], citeCount: 1203, status: 'Published',
      judges: 'Kennedy, Roberts, Scalia, Thomas, Alito',
      opinions: [
        { id: 2812209, type: 'lead-opinion', snippet: 'The Constitution promises liberty to all within its reach.' },
        { id: 9999901, type: 'dissent', snippet: 'Petitioners make strong arguments rooted in social policy.' },
      ],
      url: 'https://www.courtlistener.com/opinion/2812209/obergefell-v-hodges/',
    })
    // Blank strings of the provider become null.
    expect(data.items[0]).toMatchObject({ judges: null, docketNumber: '24158' })
    expect(data.source.provider).toBe('CourtListener (Free Law Project)')
    expect(h.last(SEARCH).params).toEqual({ type: 'o', q: 'same-sex marriage', court: 'scotus ca6', filed_after: '2015-01-01', filed_before: '2015-12-31', order_by: 'citeCount desc', stat_Published: 'on' })
    expect(h.last(SEARCH).headers.authorization).toBe('Token cl-token')
  })

  it('asks for every status with status=all, and passes the cursor back', async () => {
    await h.ok('/api/law/case-search?caseName=hodges&status=all&cursor=abc%3D&limit=1')
    const sent = h.last(SEARCH).params
    expect(sent).toMatchObject({ case_name: 'hodges', cursor: 'abc=', order_by: 'score desc', stat_Unpublished: 'on', 'stat_In-chambers': 'on' })
    expect(Object.keys(sent).filter((key) => key.startsWith('stat_'))).toHaveLength(7)
  })

  it('rejects bad input with a 400 naming the field, before payment', async () => {
    await h.rejects('/api/law/case-search?court=scotus', 'q')
    await h.rejects('/api/law/case-search?q=x', 'q')
    await h.rejects('/api/law/case-search?q=privacy&court=not%20a%20court!', 'court')
    await h.rejects('/api/law/case-search?q=privacy&from=2020-02-30', 'from')
    await h.rejects('/api/law/case-search?q=privacy&from=2020-03-01&to=2020-02-01', 'to')
    await h.rejects('/api/law/case-search?q=privacy&order=best', 'order')
    await h.rejects('/api/law/case-search?q=privacy&limit=21', 'limit')
  })

  h.failures(`GET ${SEARCH}`, '/api/law/case-search?q=privacy')
})

describe('law.docket-search', () => {
  it('answers federal dockets with parties, attorneys and the assigned judge', async () => {
    const data = await h.ok('/api/law/docket-search?party=Apple%20Inc&docketNumber=5:11-cv-01846&court=cand&order=newest')
    expect(data.total).toBe(1)
    expect(data.nextCursor).toBeNull()
    expect(data.items[0]).toStrictEqual({
      docketId: 4239992, caseName: 'Apple Inc. v. Samsung Electronics Co. Ltd.', docketNumber: '5:11-cv-01846', court: 'District Court, N.D. California', courtId: 'cand',
      dateFiled: '2011-04-15', dateTerminated: '2018-06-29', dateArgued: null, natureOfSuit: '830 Patent', cause: '35:271 Patent Infringement',
      jurisdictionType: 'Federal question', juryDemand: 'Both', assignedTo: 'Lucy H. Koh', referredTo: 'Paul S. Grewal',
      parties: ['Apple Inc.', 'Samsung Electronics Co. Ltd.'], attorneys: ['Harold J. McElhinny'], firms: ['Morrison & Foerster LLP'], pacerCaseId: '239768',
      url: 'https://www.courtlistener.com/docket/4239992/apple-inc-v-samsung-electronics-co-ltd/',
    })
    expect(h.last(SEARCH).params).toEqual({ type: 'd', party_name: 'Apple Inc', docket_number: '5:11-cv-01846', court: 'cand', order_by: 'dateFiled desc' })
  })

  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/law/docket-search?court=cand', 'q')
    await h.rejects('/api/law/docket-search?docketNumber=%3Cscript%3E', 'docketNumber')
    await h.rejects('/api/law/docket-search?q=patent&order=alphabetical', 'order')
  })

  h.failures(`GET ${SEARCH}`, '/api/law/docket-search?q=patent')
})

describe('law.judge-lookup', () => {
  it('answers judges with their positions', async () => {
    const data = await h.ok('/api/law/judge-lookup?name=Sotomayor')
    expect(data.items[0]).toStrictEqual({
      personId: 3045, name: 'Sonia Sotomayor', gender: 'Female', born: '1954-06-25', died: null, birthplace: 'New York, New York',
      politicalAffiliations: ['Democratic'], abaRatings: ['Well Qualified'], schools: ['Princeton University', 'Yale University'], races: ['Hispanic/Latino'], fjcId: '2250',
      positions: [{
        court: 'Supreme Court of the United States', courtId: 'scotus', title: 'Associate Justice', organization: null, appointer: 'Barack Obama', predecessor: 'David Souter',
        selectionMethod: 'Appointment (President)', nominated: '2009-06-01', confirmed: '2009-08-06', start: '2009-08-08', end: null, retired: null, terminationReason: null,
      }],
      url: 'https://www.courtlistener.com/person/3045/sonia-sotomayor/',
    })
    expect(h.last(SEARCH).params).toEqual({ type: 'p', name: 'Sotomayor', order_by: 'score desc' })
  })

  it('lists a court by name without a name', async () => {
    await h.ok('/api/law/judge-lookup?court=ca9&appointer=Obama')
    expect(h.last(SEARCH).params).toEqual({ type: 'p', court: 'ca9', appointer: 'Obama', order_by: 'name_reverse asc' })
  })

  it('rejects bad input with a 400 naming the field', async () => {
    await h.rejects('/api/law/judge-lookup', 'name')
    await h.rejects('/api/law/judge-lookup?name=S', 'name')
  })

  h.failures(`GET ${SEARCH}`, '/api/law/judge-lookup?name=Sotomayor')
})
