import { testHost } from '@svc/core/testing'
import { govPlugin } from '@svc/plugin-gov'
import { describe, expect, it } from 'vitest'
import { agentPlugin } from '../src/index.ts'
import { sessionOf } from '../src/sources/senate-votes.ts'

const WORKS = 'GET /works'
const upstream = testHost({
  plugins: [agentPlugin, govPlugin],
  upstreams: ['federal-register', 'senate', 'openalex', 'courtlistener'],
  // CourtListener's v4 answers anonymous requests with 401: the token is required.
  keys: { courtlistener: 'cl-token' },
  routes: {
    'GET /api/v1/documents.json': 'federal-register/documents-fisa.json',
    'GET /legislative/LIS/roll_call_lists/vote_menu_118_2.xml': '../../../plugin-gov/test/fixtures/senate/vote_menu_118_2.xml',
    [WORKS]: 'openalex/works-fisa.json',
    'GET /api/rest/v4/search/': 'courtlistener/search-fisa.json',
  },
})
// Paid, and CourtListener without its token: the directory and the 503 before any 402.
const withoutToken = testHost({ plugins: [agentPlugin, govPlugin], elsewhere: { courtlistener: 'http://127.0.0.1:9' }, paid: true })
// The agent plugin alone, without the gov plugin two of its sources come from.
const alone = testHost({ plugins: [agentPlugin] })
const BODY = { topic: 'intelligence surveillance', since: '2024-04-01', until: '2024-04-30' }

describe('agent.knowledge-delta', () => {
  it('merges the four sources, drops repeats and ranks by significance, each source with its status', async () => {
    const { status, body } = await upstream.call('/api/agent/knowledge-delta', BODY)
    expect(status).toBe(200)
    expect(body.data.sources).toEqual({
      'federal-register': { status: 'found', events: 2 }, 'senate-votes': { status: 'found', events: 1 }, papers: { status: 'found', events: 3 }, 'court-opinions': { status: 'found', events: 1 },
    })
    expect(body.data.meta).toEqual({ topic: 'intelligence surveillance', since: '2024-04-01', until: '2024-04-30', duplicatesRemoved: 1 })
    expect(body.data.items.map((event: { kind: string; significance: number }) => [event.kind, event.significance])).toEqual([
      ['federal-register', 5], ['papers', 4], ['senate-votes', 4], ['court-opinions', 4], ['federal-register', 2], ['papers', 1],
    ])
    expect(body.data.items[0]).toStrictEqual({
      title: 'Foreign Intelligence Surveillance Court Rules of Procedure; Technical Amendments',
      summary: 'This rule makes technical amendments to the procedures for applications under the Foreign Intelligence Surveillance Act. It takes effect on publication.',
      date: '2024-04-12', significance: 5, source: 'Federal Register (Rule, Justice Department)', kind: 'federal-register',
      sourceUrl: 'https://www.federalregister.gov/documents/2024/04/12/2024-07942/foreign-intelligence-surveillance-court-rules',
    })
    expect(body.data.items[2]).toMatchObject({ date: '2024-04-20', summary: 'Senate roll call 153 (H.R. 7888): On Passage of the Bill — Passed, 60-34.', sourceUrl: 'https://www.senate.gov/legislative/LIS/roll_call_votes/vote1182/vote_118_2_00153.htm' })
    expect(body.data.items[1]).toMatchObject({ summary: 'Congress reauthorized Section 702 of FISA. We assess the new oversight provisions.', sourceUrl: 'https://doi.org/10.2139/ssrn.4790011' })
    // Ties in significance go to the more relevant, then the newer: the paper (surveillance, Apr 22) before the vote (intelligence, Apr 20).
    // The papers source was asked for the window, most cited first.
    const asked = upstream.server.requestsTo('/works')[0]!.query
    expect(asked.get('filter')).toBe('from_publication_date:2024-04-01,to_publication_date:2024-04-30')
    // OpenAlex's page size is `per_page` (https://docs.openalex.org/how-to-use-the-api/get-lists-of-entities/paging): `per-page` is ignored.
    expect([asked.get('per_page'), asked.get('page'), asked.has('per-page')]).toEqual(['25', '1', false])
    expect(upstream.server.requestsTo('/api/rest/v4/search/')[0]!.query.get('filed_after')).toBe('2024-04-01')
  })

  it('keeps at most maxEvents', async () => {
    expect((await upstream.call('/api/agent/knowledge-delta', { ...BODY, maxEvents: 2 })).body.data.items).toHaveLength(2)
  })

  it('reports a failing source and answers from the others; fails only when none answers', async () => {
    upstream.set(WORKS, { status: 429, body: 'slow down' })
    const partial = await upstream.call('/api/agent/knowledge-delta', BODY)
    expect(partial.status).toBe(200)
    expect(partial.body.data.sources.papers).toEqual({ status: 'error', message: expect.stringContaining('OpenAlex') })
    expect(partial.body.data.items.some((event: { kind: string }) => event.kind === 'papers')).toBe(false)
    for (const route of ['GET /api/v1/documents.json', 'GET /legislative/LIS/roll_call_lists/vote_menu_118_2.xml', 'GET /api/rest/v4/search/']) upstream.set(route, { status: 500, body: 'down' })
    expect(await upstream.call('/api/agent/knowledge-delta', BODY)).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    upstream.reset()
  })

  it('maps a year to its Congress and session', () => {
    expect(sessionOf(2024)).toEqual({ congress: 118, session: 2 })
    expect(sessionOf(2025)).toEqual({ congress: 119, session: 1 })
  })

  it('is unavailable without the gov plugin, and says so', async () => {
    expect((await alone.status('/api/agent/knowledge-delta', 503, BODY)).error).toContain('gov.')
  })

  it('sends the CourtListener token', async () => {
    await upstream.call('/api/agent/knowledge-delta', BODY)
    expect(upstream.server.last('/api/rest/v4/search/').headers.authorization).toBe('Token cl-token')
  })

  it('is listed unavailable without the CourtListener token, and answers 503 naming it before any 402', async () => {
    const body = await withoutToken.status('/api/agent/knowledge-delta', 503, BODY, 'UPSTREAM_NOT_CONFIGURED')
    expect(body.error).toContain('SVC_UPSTREAM_COURTLISTENER_KEY')
    const { body: directory } = await withoutToken.call('/api/directory')
    expect(directory.operations.find((entry: { id: string }) => entry.id === 'agent.knowledge-delta')).toMatchObject({ available: false, unavailableReason: expect.stringContaining('SVC_UPSTREAM_COURTLISTENER_KEY') })
  })

  upstream.refusals('/api/agent/knowledge-delta', [
    [{ since: '2024-01-01' }, 'topic'], [{ topic: 'a', since: '2024-01-01' }, 'topic'], [{ topic: 'x'.repeat(201), since: '2024-01-01' }, 'topic'],
    [{ topic: 'ai' }, 'since'], [{ topic: 'ai', since: '2024-13-01' }, 'since'], [{ topic: 'ai', since: '2023-02-29' }, 'since'], [{ topic: 'ai', since: '2024-02-01', until: '2024-01-01' }, 'until'],
    [{ topic: 'ai', since: '2024-01-01', maxEvents: 0 }, 'maxEvents'], [{ topic: 'ai', since: '2024-01-01', maxEvents: 51 }, 'maxEvents'], [{ topic: 'ai', since: '2024-01-01', extra: 1 }, 'extra'],
  ], 'POST')
})
