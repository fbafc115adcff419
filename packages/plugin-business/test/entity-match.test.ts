import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { businessPlugin } from '../src/index.ts'
import { confidenceOf, coreName, nameSimilarity, nameTokens } from '@svc/providers/sanctions'

describe('company name similarity', () => {
  it('ignores legal forms, case, accents, punctuation and word order', () => {
    expect(nameTokens('Société Générale S.A.')).toEqual(['societe', 'generale'])
    expect(nameTokens('AT&T Inc.')).toEqual(['at', 't'])
    expect(coreName('The Coca-Cola Company')).toBe('coca cola')
    expect(nameSimilarity('APPLE INC.', 'Apple Inc')).toBe(1)
    expect(nameSimilarity('Deutsche Bank AG', 'DEUTSCHE BANK AKTIENGESELLSCHAFT')).toBeGreaterThanOrEqual(0.6)
    expect(nameSimilarity('Bank of America Corporation', 'America Bank of')).toBe(1)
    expect(nameSimilarity('Nestlé S.A.', 'NESTLE SA')).toBe(1)
  })

  it('keeps different companies apart', () => {
    expect(nameSimilarity('Apple Inc.', 'Apple Hospitality REIT, Inc.')).toBeLessThan(0.75)
    expect(nameSimilarity('Meta Platforms', 'Metaplex Holdings')).toBeLessThan(0.75)
    expect(confidenceOf(0.95)).toBe('high')
    expect(confidenceOf(0.8)).toBe('medium')
    expect(confidenceOf(0.5)).toBe('low')
  })
})

describe('business.entity-match', () => {
  const SEARCH = 'GET /api/v1/lei-records'
  const MATCH = '/api/business/entity-match'
  const h = testHost({ plugins: [businessPlugin], upstreams: ['gleif'], routes: { [SEARCH]: 'gleif/search-apple.json' } })

  it('ranks candidates and names a best match, searching GLEIF with the core name', async () => {
    const { status, body } = await h.call(`${MATCH}?name=APPLE%20INC.&country=us`)
    expect(status).toBe(200)
    expect(body.data.items[0]).toStrictEqual({ lei: 'HWUPKR0MPOU8FGXBT394', legalName: 'Apple Inc.', matchedName: 'Apple Inc.', matchedOn: 'legalName', score: 1, confidence: 'high', country: 'US', jurisdiction: 'US-CA', status: 'ACTIVE' })
    expect(body.data.items[1]).toMatchObject({ legalName: 'EXAMPLE APPLE ORCHARD GROWERS, INC.', confidence: 'low' })
    // The normalized envelope: total is GLEIF's count of the names searched, not the candidates kept.
    expect(body.data).toMatchObject({ ok: true, total: 57, source: { provider: 'GLEIF' } })
    expect(body.data.bestMatch).toMatchObject({ lei: 'HWUPKR0MPOU8FGXBT394' })
    expect(h.last().params).toEqual({ 'filter[fulltext]': 'apple', 'filter[entity.headquartersAddress.country]': 'US', 'page[size]': '50' })
  })

  it('matches on a former name', async () => {
    const { body } = await h.call(`${MATCH}?name=Apple%20Computer%2C%20Inc.&limit=1`)
    expect(body.data.items).toEqual([expect.objectContaining({ legalName: 'Apple Inc.', matchedName: 'APPLE COMPUTER, INC.', matchedOn: 'otherName', confidence: 'high' })])
    expect(body.data.total).toBe(57)
  })

  it('answers no best match when nothing reaches medium confidence', async () => {
    const { body } = await h.call(`${MATCH}?name=Hospitality%20Partners%20Worldwide`)
    expect(body.data.bestMatch).toBeNull()
    h.set(SEARCH, { file: 'gleif/search-empty.json' })
    expect((await h.call(`${MATCH}?name=zzqq`)).body.data).toMatchObject({ items: [], total: 0, bestMatch: null })
  })

  h.failures(SEARCH, `${MATCH}?name=apple`)

  h.refusals(MATCH, [['', 'name'], ['name=a', 'name'], ['name=apple&country=USA', 'country'], ['name=apple&limit=26', 'limit']])
})
