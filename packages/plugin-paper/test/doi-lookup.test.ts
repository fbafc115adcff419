import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { paperPlugin } from '../src/index.ts'

const h = testHost({
  plugins: [paperPlugin],
  upstreams: ['crossref'],
  routes: {
    'GET /works/10.5555%2F12345678': { file: 'crossref/work-10.5555-12345678.json' },
    'GET /works/10.1000%2Fnothing': { status: 404, headers: { 'content-type': 'text/plain' }, file: 'crossref/not-found.txt' },
  },
  config: { settings: { paper: { contactEmail: 'ops@example.org' } } },
})

describe('paper.doi-lookup', () => {
  it('answers Crossref\'s record of a DOI', async () => {
    const data = await h.ok('/api/paper/doi-lookup?doi=https://doi.org/10.5555/12345678')
    expect(data.total).toBe(1)
    expect(data.items[0]).toEqual({
      doi: '10.5555/12345678',
      title: 'Toward a Unified Theory of High-Energy Metaphysics: Silly String Theory',
      type: 'journal-article',
      authors: [{ name: 'Josiah Carberry', given: 'Josiah', family: 'Carberry', orcid: 'https://orcid.org/0000-0002-1825-0097', affiliations: ['Brown University'] }],
      venue: 'Journal of Psychoceramics',
      publisher: 'Society of Psychoceramics',
      published: '2008-08-13',
      publishedPrint: '2008-08-14',
      publishedOnline: null,
      volume: '5',
      issue: '11',
      pages: '1-3',
      issn: ['0264-3561'],
      isbn: [],
      subjects: [],
      language: null,
      abstract: 'The characteristic theme of the works of Stone is the bridge between culture and society.',
      citedByCount: 5,
      referencesCount: 0,
      licenses: ['http://creativecommons.org/licenses/by/3.0/deed.en_US'],
      fullTextLinks: [{ url: 'https://www.crossref.org/xml-samples/', contentType: 'unspecified' }],
      updates: [],
      url: 'https://doi.org/10.5555/12345678',
    })
    expect(data.source.provider).toBe('Crossref REST API')
    expect(h.last().query.get('mailto')).toBe('ops@example.org')
  })

  it('takes doi: prefixes and answers 404 for a DOI Crossref does not know', async () => {
    await h.ok('/api/paper/doi-lookup?doi=doi:10.5555/12345678')
    const body = await h.status('/api/paper/doi-lookup?doi=10.1000/nothing', 404, undefined, 'NOT_FOUND')
    expect(body.error).toContain('10.1000/nothing')
  })

  it('rejects what is not a DOI, naming the field', async () => {
    await h.rejects('/api/paper/doi-lookup', 'doi')
    await h.rejects('/api/paper/doi-lookup?doi=12345678', 'doi')
    await h.rejects('/api/paper/doi-lookup?doi=10.12/short-prefix', 'doi')
    await h.rejects('/api/paper/doi-lookup?doi=10.5555/has%20space', 'doi')
  })

  h.failures('GET /works/10.5555%2F12345678', '/api/paper/doi-lookup?doi=10.5555/12345678')
})
