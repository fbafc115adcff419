import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { researchPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `openalex/${name}` })
const h = testHost({
  plugins: [researchPlugin],
  upstreams: ['openalex'],
  routes: {
    'GET /authors/A5023888391': fixture('author-A5023888391.json'),
    'GET /authors/orcid:0000-0001-6187-6610': fixture('author-A5023888391.json'),
    'GET /authors/A99': { status: 404, body: { error: 'Not Found' } },
    'GET /authors': fixture('authors-search.json'),
    'GET /institutions/ror:00jmfr291': fixture('institution-I27837315.json'),
    'GET /institutions': fixture('institutions-search.json'),
  },
})

describe('research.author', () => {
  it('looks an author up by ORCID', async () => {
    const data = await h.ok('/api/research/author?id=https://orcid.org/0000-0001-6187-6610')
    expect(data.meta).toEqual({ mode: 'lookup' })
    expect(data.total).toBe(1)
    expect(data.items[0]).toEqual({
      id: 'A5023888391',
      name: 'Jason Priem',
      orcid: 'https://orcid.org/0000-0001-6187-6610',
      works: 53,
      citedByCount: 4200,
      hIndex: 22,
      i10Index: 30,
      institutions: [{ name: 'Our Research', ror: 'https://ror.org/02nr0ka47', country: 'US' }],
      topics: ['scientometrics and bibliometrics research', 'Open access publishing'],
      openAlexUrl: 'https://openalex.org/A5023888391',
    })
  })

  it('searches by name (mode list)', async () => {
    const data = await h.ok('/api/research/author?name=Jason%20Priem&limit=2')
    expect(data).toMatchObject({ total: 2, meta: { mode: 'list' } })
    expect(data.items[1]).toMatchObject({ id: 'A5000000002', orcid: null, hIndex: null, institutions: [] })
    expect(h.last().params).toMatchObject({ search: 'Jason Priem', per_page: '2', page: '1' })
  })

  it('answers 404 for an unknown id and 400 naming the field otherwise', async () => {
    await h.status('/api/research/author?id=A99', 404, undefined, 'NOT_FOUND')
    await h.rejects('/api/research/author', 'name')
    await h.rejects('/api/research/author?id=I27837315', 'id')
    await h.rejects('/api/research/author?id=A5023888391&name=x%20y', 'name')
    await h.rejects('/api/research/author?name=xy&limit=26', 'limit')
  })

  h.failures('GET /authors', '/api/research/author?name=priem')
})

describe('research.org', () => {
  it('looks an institution up by ROR', async () => {
    const data = await h.ok('/api/research/org?id=00jmfr291')
    expect(data.items[0]).toEqual({
      id: 'I27837315',
      name: 'University of Michigan–Ann Arbor',
      ror: 'https://ror.org/00jmfr291',
      type: 'education',
      country: 'US',
      city: 'Ann Arbor',
      region: 'Michigan',
      location: { lat: 42.27756, lon: -83.74088 },
      homepage: 'https://umich.edu',
      works: 540000,
      citedByCount: 26000000,
      hIndex: 1100,
      openAlexUrl: 'https://openalex.org/I27837315',
    })
  })

  it('searches by name and rejects a malformed id', async () => {
    const data = await h.ok('/api/research/org?name=michigan')
    expect(data).toMatchObject({ total: 1, meta: { mode: 'list' } })
    await h.rejects('/api/research/org?id=michigan', 'id')
  })

  h.failures('GET /institutions', '/api/research/org?name=michigan')
})
