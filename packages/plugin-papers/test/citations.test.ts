import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { papersPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `openalex/${name}` })
const h = testHost({
  plugins: [papersPlugin],
  upstreams: ['openalex'],
  routes: {
    'GET /works/doi:10.7717/peerj.4375': fixture('work-W2741809807.json'),
    'GET /works/W2741809807': fixture('work-W2741809807.json'),
    'GET /works/doi:10.1000/missing': { status: 404, ...fixture('not-found.json') },
    'GET /works': fixture('works-citing.json'),
  },
})

describe('papers.citations', () => {
  it('lists the citing works of a DOI with the cited work\'s summary', async () => {
    const data = await h.ok('/api/papers/citations?work=https://doi.org/10.7717/peerj.4375&limit=5')
    expect(data.cited).toEqual({ id: 'W2741809807', doi: '10.7717/peerj.4375', title: expect.stringContaining('The state of OA'), year: 2018, citedByCount: 1100 })
    expect(data.total).toBe(1100)
    expect(data.items.map((paper: { id: string }) => paper.id)).toEqual(['W3000000001'])
    const sent = h.last().query
    expect(sent.get('filter')).toBe('cites:W2741809807')
    expect(sent.get('sort')).toBe('cited_by_count:desc')
    expect(sent.get('per_page')).toBe('5')
  })

  it('takes an OpenAlex id and sorts newest first on request', async () => {
    await h.ok('/api/papers/citations?work=w2741809807&sort=newest')
    expect(h.requests.at(-2)!.path).toBe('/works/W2741809807')
    expect(h.last().query.get('sort')).toBe('publication_date:desc')
  })

  it('answers 404 for a work OpenAlex does not know', async () => {
    await h.status('/api/papers/citations?work=10.1000/missing', 404, undefined, 'NOT_FOUND')
  })

  it('rejects what is neither a DOI nor a work id', async () => {
    await h.rejects('/api/papers/citations?work=not-a-doi', 'work')
    await h.rejects('/api/papers/citations?work=A5023888391', 'work')
    await h.rejects('/api/papers/citations', 'work')
    await h.rejects('/api/papers/citations?work=W2741809807&limit=51', 'limit')
  })

  h.failures('GET /works/W2741809807', '/api/papers/citations?work=W2741809807')
})
