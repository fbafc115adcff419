import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { factcheckPlugin } from '../src/index.ts'

const h = testHost({
  plugins: [factcheckPlugin],
  upstreams: ['google-factcheck'],
  keys: { 'google-factcheck': 'google-test-key' },
  routes: { 'GET /v1alpha1/claims:search': { file: 'google-factcheck/claims-search.json' } },
})

describe('factcheck.search', () => {
  it('answers claims with their reviews, passing the filters and the key', async () => {
    const data = await h.ok('/api/factcheck/search?query=seawater%20flu&language=en&publisher=FactCheck.example.org&maxAgeDays=90&limit=2')
    expect(data.total).toBeNull()
    expect(data.more).toBe(true)
    expect(data.items[0]).toStrictEqual({
      claim: 'Illustrative claim: drinking seawater cures the flu.', claimant: 'Social media posts', claimDate: '2025-01-10',
      reviews: [
        { rating: 'False', publisher: 'Example Fact Check', site: 'factcheck.example.org', title: 'No, seawater does not cure the flu', date: '2025-01-12', language: 'en', url: 'https://factcheck.example.org/2025/01/seawater-flu' },
        { rating: 'Falso', publisher: 'Exemplo Checagem', site: 'checagem.example.com.br', title: 'Água do mar não cura gripe', date: '2025-01-15', language: 'pt', url: 'https://checagem.example.com.br/agua-do-mar' },
      ],
    })
    expect(data.items[1]).toMatchObject({ claimant: null, claimDate: null, reviews: [{ publisher: null, title: null, date: null, rating: 'Missing context' }] })
    expect(h.last().params).toEqual({ query: 'seawater flu', languageCode: 'en', reviewPublisherSiteFilter: 'factcheck.example.org', maxAgeDays: '90', pageSize: '2', key: 'google-test-key' })
  })
  it('answers an empty list when nothing matches ({})', async () => {
    h.set('GET /v1alpha1/claims:search', { body: {} })
    expect(await h.ok('/api/factcheck/search?query=nothing%20at%20all')).toMatchObject({ items: [], total: 0, more: false })
  })
  it('refuses a malformed language', () => h.rejects('/api/factcheck/search?query=flu&language=english', 'language'))
  it('refuses a publisher that is not a site', () => h.rejects('/api/factcheck/search?query=flu&publisher=politifact', 'publisher'))
  h.failures('GET /v1alpha1/claims:search', '/api/factcheck/search?query=flu')
})
