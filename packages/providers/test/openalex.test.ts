import { describe, expect, it } from 'vitest'
import { bareDoi, openAlex, pageQuery, shortId, workKey } from '../src/openalex/index.ts'
import { providerFixture, signal } from './provider-client.ts'

// An empty list answer in OpenAlex's shape (`meta`, `results`); its values are made up.
const fixture = providerFixture(openAlex, { 'GET /works': { body: { meta: { count: 0, page: 1, per_page: 25 }, results: [] } } })

describe('openalex', () => {
  it('pages with per_page (1-100) and page (1-500) within the first 10,000 results', () => {
    expect(pageQuery(25, 3)).toEqual({ per_page: 25, page: 3 })
    expect(pageQuery(100)).toEqual({ per_page: 100, page: 1 })
    expect(() => pageQuery(101)).toThrow(/limit/)
    expect(() => pageQuery(0)).toThrow(/limit/)
    expect(() => pageQuery(10, 501)).toThrow(/page.*500/)
    expect(() => pageQuery(50, 201)).toThrow(/10000/)
  })

  it('sends the operator\'s key as api_key', async () => {
    await fixture.client({ key: 'k-123' }).json('/works', { query: { search: 'dna', ...pageQuery(5, 2) }, signal: signal() })
    expect(fixture.lastQuery()).toEqual({ search: 'dna', per_page: '5', page: '2', api_key: 'k-123' })
  })

  it('without a key, stops at the ten calls a day OpenAlex allows, before sending the eleventh', async () => {
    const client = fixture.client()
    const before = fixture.server.requests.length
    for (let call = 0; call < 10; call++) await client.json('/works', { query: { search: `q${call}` }, signal: signal() })
    await expect(client.json('/works', { query: { search: 'q10' }, signal: signal() })).rejects.toMatchObject({ code: 'UPSTREAM_RATE_LIMIT' })
    expect(fixture.server.requests.length - before).toBe(10)
  })

  it('declares the key, its sign-up page and terms', () => {
    expect(openAlex.key).toMatchObject({ in: 'query', name: 'api_key', signupUrl: 'https://openalex.org/settings/api' })
    expect(openAlex.terms?.commercial.use).toBe('allowed')
  })

  it('reads work ids and DOIs as OpenAlex names them', () => {
    expect(shortId('https://openalex.org/W2741809807')).toBe('W2741809807')
    expect(bareDoi('https://doi.org/10.7717/peerj.4375')).toBe('10.7717/peerj.4375')
    expect([workKey('w2741809807', 'id'), workKey('https://doi.org/10.7717/peerj.4375', 'id')]).toEqual(['W2741809807', 'doi:10.7717/peerj.4375'])
    expect(() => workKey('peerj', 'doi')).toThrow(/doi/)
  })
})
