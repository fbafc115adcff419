import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { papersPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `openalex/${name}` })
const h = testHost({
  plugins: [papersPlugin],
  upstreams: ['openalex'],
  routes: { 'GET /works': fixture('works-search.json') },
  config: { settings: { papers: { contactEmail: 'ops@example.org' } } },
})

describe('papers.search', () => {
  it('normalizes OpenAlex works, abstract rebuilt in order', async () => {
    const data = await h.ok('/api/papers/search?query=open%20access%20prevalence&limit=2')
    expect(data.total).toBe(1325)
    expect(data.items[0]).toEqual({
      id: 'W2741809807',
      doi: '10.7717/peerj.4375',
      title: 'The state of OA: a large-scale analysis of the prevalence and impact of Open Access articles',
      year: 2018,
      publishedOn: '2018-02-13',
      type: 'article',
      venue: 'PeerJ',
      issn: '2167-8359',
      authors: [
        { name: 'Heather Piwowar', id: 'A5048491430', orcid: 'https://orcid.org/0000-0003-1613-5981', institutions: ['Our Research'] },
        { name: 'Jason Priem', id: 'A5023888391', orcid: 'https://orcid.org/0000-0001-6187-6610', institutions: ['Our Research'] },
      ],
      citedByCount: 1100,
      openAccess: { isOpen: true, status: 'gold', url: 'https://peerj.com/articles/4375.pdf' },
      retracted: false,
      language: 'en',
      abstract: 'Despite growing interest in Open Access',
      url: 'https://doi.org/10.7717/peerj.4375',
      pdfUrl: 'https://peerj.com/articles/4375.pdf',
      openAlexUrl: 'https://openalex.org/W2741809807',
    })
    expect(data.items[1]).toMatchObject({ id: 'W3000000001', doi: null, venue: null, authors: [], abstract: null, url: null })
    expect(data.source.provider).toBe('OpenAlex')
  })

  it('sends filters, sort, paging and the operator\'s contact e-mail', async () => {
    await h.ok('/api/papers/search?query=crispr&yearFrom=2020&yearTo=2024&openAccess=true&type=review&sort=cited&limit=5&page=3')
    const sent = h.last().params
    expect(sent).toEqual({ search: 'crispr', filter: 'publication_year:2020-2024,is_oa:true,type:review', sort: 'cited_by_count:desc', per_page: '5', page: '3', mailto: 'ops@example.org' })
  })

  it('sends an open year range', async () => {
    await h.ok('/api/papers/search?query=crispr&yearFrom=2020')
    expect(h.last().query.get('filter')).toBe('publication_year:2020-')
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/papers/search', 'query')
    await h.rejects('/api/papers/search?query=x', 'query')
    await h.rejects('/api/papers/search?query=dna&yearFrom=2024&yearTo=2020', 'yearTo')
    await h.rejects('/api/papers/search?query=dna&limit=50&page=201', 'page')
    await h.rejects('/api/papers/search?query=dna&page=501', 'page')
    await h.rejects('/api/papers/search?query=dna&type=poem', 'type')
    await h.rejects('/api/papers/search?query=dna&sort=random', 'sort')
    await h.rejects('/api/papers/search?query=dna&q=dna', 'q')
  })

  h.failures('GET /works', '/api/papers/search?query=dna')
})
