import { describe, expect, it } from 'vitest'
import { fixture, tcgHarness } from './_harness.ts'

const h = tcgHarness()

describe('tcg.card', () => {
  it('finds a Magic card by fuzzy name with its prices, each naming its source', async () => {
    const data = await h.ok('/api/tcg/card?game=magic&name=lightning%20bolt')
    expect(h.last('/cards/named').params).toStrictEqual({ fuzzy: 'lightning bolt' })
    expect(data).toMatchObject({ total: 1, meta: { mode: 'lookup', priceSources: expect.arrayContaining(['Cardmarket via Scryfall']) } })
    expect(data.items[0]).toStrictEqual({
      id: 'e3285e6b-3e79-4d7c-bf96-d920f973b122', name: 'Lightning Bolt', setId: 'm11', setName: 'Magic 2011', number: '149', rarity: 'common', type: 'Instant',
      imageUrl: 'https://cards.scryfall.io/normal/front/e/3/e3285e6b-3e79-4d7c-bf96-d920f973b122.jpg', url: 'https://scryfall.com/card/m11/149/lightning-bolt',
      prices: [
        { source: 'TCGplayer via Scryfall', currency: 'USD', finish: 'nonfoil', kind: 'market', value: 2.15 },
        { source: 'TCGplayer via Scryfall', currency: 'USD', finish: 'foil', kind: 'market', value: 9.8 },
        { source: 'Cardmarket via Scryfall', currency: 'EUR', finish: 'nonfoil', kind: 'trend', value: 1.9 },
        { source: 'Cardmarket via Scryfall', currency: 'EUR', finish: 'foil', kind: 'trend', value: 7.5 },
        { source: 'Cardhoarder via Scryfall', currency: 'TIX', finish: 'nonfoil', kind: 'market', value: 0.03 },
      ],
    })
  })

  it('answers 404 when Scryfall has no such card', async () => {
    h.set('GET /cards/named', fixture('scryfall', 'not-found.json', 404))
    try {
      await h.status('/api/tcg/card?game=magic&name=zzqx', 404, undefined, 'NOT_FOUND')
    } finally {
      h.reset()
    }
  })

  it('lists every Magic printing matching the name in list mode', async () => {
    const data = await h.ok('/api/tcg/card?game=magic&name=emperor&match=all&limit=1')
    expect(h.last('/cards/search').params).toMatchObject({ q: '"emperor"', order: 'name', unique: 'prints' })
    expect(data).toMatchObject({ total: 2, meta: { mode: 'list' }, items: [{ name: 'The Wandering Emperor' }] })
    expect(data.items).toHaveLength(1)
  })

  it('finds a Pokémon card by phrase, with TCGplayer prices per printing and Cardmarket prices', async () => {
    const data = await h.ok('/api/tcg/card?game=pokemon&name=charizard')
    expect(h.last('/cards').params).toMatchObject({ q: 'name:"charizard"', pageSize: '1', orderBy: '-set.releaseDate' })
    expect(data.items[0]).toMatchObject({ id: 'base1-4', setId: 'base1', number: '4', rarity: 'Rare Holo', imageUrl: 'https://images.pokemontcg.io/base1/4_hires.png', url: 'https://prices.pokemontcg.io/tcgplayer/base1-4' })
    expect(data.items[0].prices).toStrictEqual([
      { source: 'TCGplayer via Pokémon TCG API', currency: 'USD', finish: 'holofoil', kind: 'market', value: 362.17 },
      { source: 'TCGplayer via Pokémon TCG API', currency: 'USD', finish: 'holofoil', kind: 'low', value: 240 },
      { source: 'Cardmarket via Pokémon TCG API', currency: 'EUR', finish: 'normal', kind: 'trend', value: 298.75 },
      { source: 'Cardmarket via Pokémon TCG API', currency: 'EUR', finish: 'normal', kind: 'average', value: 310.4 },
    ])
  })

  it('sends an operator key to the Pokémon TCG API when configured', async () => {
    await h.call('/api/tcg/card?game=pokemon&name=charizard', undefined, { upstreams: { 'pokemon-tcg': { baseUrl: h.server.url, key: 'pk-test' } } })
    expect(h.last().headers['x-api-key']).toBe('pk-test')
  })

  it('answers 404 when the Pokémon search is empty', async () => {
    h.set('GET /cards', { body: { data: [], page: 1, pageSize: 1, count: 0, totalCount: 0 } })
    try {
      await h.status('/api/tcg/card?game=pokemon&name=zzqx', 404, undefined, 'NOT_FOUND')
    } finally {
      h.reset()
    }
  })

  it('finds a Yu-Gi-Oh! card with the marketplace prices YGOPRODeck relays (zero prices left out)', async () => {
    const data = await h.ok('/api/tcg/card?game=yugioh&name=dark%20magician')
    expect(h.last('/cardinfo.php').params).toStrictEqual({ fname: 'dark magician', num: '1', offset: '0' })
    expect(data.items[0]).toMatchObject({ id: '46986414', name: 'Dark Magician', type: 'Normal Monster', setId: null, url: 'https://ygoprodeck.com/card/dark-magician-4003' })
    expect(data.items[0].prices.map((price: { source: string }) => price.source)).toStrictEqual(['TCGplayer via YGOPRODeck', 'Cardmarket via YGOPRODeck', 'eBay via YGOPRODeck', 'Amazon via YGOPRODeck'])
  })

  it('answers 404 on YGOPRODeck\'s "no card matching" 400', async () => {
    h.set('GET /cardinfo.php', fixture('ygoprodeck', 'no-match.json', 400))
    try {
      await h.status('/api/tcg/card?game=yugioh&name=zzqx', 404, undefined, 'NOT_FOUND')
    } finally {
      h.reset()
    }
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/tcg/card?name=bolt', 'game')
    await h.rejects('/api/tcg/card?game=magic', 'name')
    await h.rejects('/api/tcg/card?game=magic&name=b', 'name')
    await h.rejects('/api/tcg/card?game=magic&name=bolt&match=some', 'match')
    await h.rejects('/api/tcg/card?game=magic&name=bolt&limit=51', 'limit')
    await h.rejects('/api/tcg/card?game=magic&name=bolt&fuzzy=1', 'fuzzy')
  })

  h.failures('GET /cards/named', '/api/tcg/card?game=magic&name=bolt')
  h.failures('GET /cards', '/api/tcg/card?game=pokemon&name=pikachu')
})
