import { limitText } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { pokemonTcg } from '../src/upstreams/pokemon-tcg.ts'
import { scryfall } from '../src/upstreams/scryfall.ts'
import { ygoprodeck } from '../src/upstreams/ygoprodeck.ts'
import { tcgHarness } from './_harness.ts'

const h = tcgHarness()

describe('the catalogs\' published limits and terms', () => {
  it('serves Magic only where the operator accepts Scryfall\'s terms (no paywall), the other games either way', async () => {
    const unaccepted = { upstreams: { scryfall: { baseUrl: h.server.url, acceptTerms: false } } }
    const refused = await h.call('/api/tcg/card?game=magic&name=lightning%20bolt', undefined, unaccepted)
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPSTREAM_NOT_CONFIGURED', error: expect.stringContaining('uses Scryfall, whose terms do not allow charging for its data') } })
    expect(refused.body.error).toContain('SVC_UPSTREAM_SCRYFALL_ACCEPT_TERMS=true')
    expect(h.requests.filter((request) => request.path.startsWith('/cards/named'))).toHaveLength(0)
    expect((await h.call('/api/tcg/card?game=pokemon&name=charizard', undefined, unaccepted)).status).toBe(200)
    expect((await h.call('/api/tcg/sets?game=magic', undefined, unaccepted)).status).toBe(503)
    expect((await h.call('/api/tcg/set-prices?game=magic&set=m11', undefined, unaccepted)).status).toBe(503)
  })

  it('answers Yu-Gi-Oh! cards without links to YGOPRODeck\'s images, which it asks not to be hotlinked', async () => {
    const data = await h.ok('/api/tcg/card?game=yugioh&name=dark%20magician')
    expect(data.items[0]).toMatchObject({ name: 'Dark Magician', imageUrl: null, url: 'https://ygoprodeck.com/card/dark-magician-4003' })
  })

  it('declares the limits the providers publish', () => {
    expect(limitText(scryfall, false)).toBe('2 requests per second on /cards/search, /cards/named, /cards/random, /cards/collection; 10 requests per second; 30 s lockout after a 429')
    expect(limitText(ygoprodeck, false)).toBe('20 requests per second; 1 h lockout after a 429')
    expect(limitText(pokemonTcg, false)).toMatch(/^30 requests per minute; 1,000 requests per day/)
    expect(limitText(pokemonTcg, true)).toMatch(/^20,000 requests per day/)
  })
})
