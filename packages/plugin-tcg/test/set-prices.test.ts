import { describe, expect, it } from 'vitest'
import { fixture, tcgHarness } from './_harness.ts'

const h = tcgHarness()

describe('tcg.set-prices', () => {
  it('lists a Magic set\'s cards with prices and names the price sources', async () => {
    const data = await h.ok('/api/tcg/set-prices?game=magic&set=NEO')
    expect(h.last('/cards/search').params).toStrictEqual({ q: 'e:neo', page: '1', order: 'set', unique: 'prints' })
    expect(data).toMatchObject({ total: 2, priceSources: ['TCGplayer via Scryfall', 'Cardmarket via Scryfall', 'Cardhoarder via Scryfall'] })
    expect(data.items[0]).toMatchObject({ name: 'The Wandering Emperor', number: '42', rarity: 'mythic' })
    expect(data.items[0].prices).toContainEqual({ source: 'TCGplayer via Scryfall', currency: 'USD', finish: 'nonfoil', kind: 'market', value: 18.5 })
    // A double-faced card: image from its first face; no price is no entry.
    expect(data.items[1]).toMatchObject({ imageUrl: 'https://cards.scryfall.io/normal/front/3/f/3f2a6b1e-0b7c-4a4e-9e8d-1c2d3e4f5a6b.jpg', prices: [] })
  })

  it('maps page and limit onto Scryfall\'s 175-card pages, reading the next one when a slice crosses it', async () => {
    const before = h.requestsTo('/cards/search').length
    h.set('GET /cards/search', { body: { object: 'list', total_cards: 400, has_more: true, data: [] } })
    try {
      await h.ok('/api/tcg/set-prices?game=magic&set=neo&limit=100&page=4')
    } finally {
      h.reset()
    }
    expect(h.requestsTo('/cards/search').slice(before).map((request) => request.query.get('page'))).toEqual(['2', '3'])
  })

  it('answers a Magic set without cards (Scryfall\'s 404) as an empty list', async () => {
    h.set('GET /cards/search', fixture('scryfall', 'not-found.json', 404))
    try {
      expect(await h.ok('/api/tcg/set-prices?game=magic&set=zzz')).toMatchObject({ items: [], total: 0 })
    } finally {
      h.reset()
    }
  })

  it('lists a Pokémon set by id, ordered by number, paged by the API', async () => {
    const data = await h.ok('/api/tcg/set-prices?game=pokemon&set=base1&limit=2&page=3')
    expect(h.last('/cards').params).toStrictEqual({ q: 'set.id:base1', page: '3', pageSize: '2', orderBy: 'number' })
    expect(data).toMatchObject({ total: 102, priceSources: ['TCGplayer via Pokémon TCG API', 'Cardmarket via Pokémon TCG API'] })
    expect(data.items[1]).toMatchObject({ id: 'base1-46', prices: [], url: null })
  })

  it('lists a Yu-Gi-Oh! set by name with the printing\'s code, rarity and set price', async () => {
    const data = await h.ok('/api/tcg/set-prices?game=yugioh&set=Legend%20of%20Blue%20Eyes%20White%20Dragon&limit=10&page=2')
    expect(h.last('/cardinfo.php').params).toStrictEqual({ cardset: 'Legend of Blue Eyes White Dragon', num: '10', offset: '10' })
    expect(data.total).toBe(3)
    expect(data.items[0]).toMatchObject({ setId: 'Legend of Blue Eyes White Dragon', number: 'LOB-005', rarity: 'Ultra Rare' })
    expect(data.items[0].prices).toContainEqual({ source: 'YGOPRODeck set price', currency: 'USD', finish: 'Ultra Rare', kind: 'set', value: 88.5 })
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/tcg/set-prices?game=magic', 'set')
    await h.rejects('/api/tcg/set-prices?game=magic&set=ne%20o', 'set')
    await h.rejects('/api/tcg/set-prices?game=pokemon&set=base1%20OR%20x', 'set')
    await h.rejects('/api/tcg/set-prices?game=yugioh&set=a%22b', 'set')
    await h.rejects('/api/tcg/set-prices?game=magic&set=neo&limit=0', 'limit')
    await h.rejects('/api/tcg/set-prices?game=magic&set=neo&page=101', 'page')
    await h.rejects('/api/tcg/set-prices?game=magic&set=neo&sort=price', 'sort')
  })

  h.failures('GET /cards/search', '/api/tcg/set-prices?game=magic&set=neo')
  h.failures('GET /cardinfo.php', '/api/tcg/set-prices?game=yugioh&set=Metal%20Raiders')
})
