import { describe, expect, it } from 'vitest'
import { tcgHarness } from './_harness.ts'

const h = tcgHarness()

describe('tcg.games', () => {
  it('lists the three games with their catalog and price sources', async () => {
    const data = await h.ok('/api/tcg/games')
    expect(data.items.map((game: { game: string }) => game.game)).toEqual(['magic', 'pokemon', 'yugioh'])
    expect(data.items[0]).toMatchObject({ provider: 'Scryfall', priceSources: expect.arrayContaining(['TCGplayer via Scryfall']) })
    expect(data.total).toBe(3)
  })
})

describe('tcg.sets', () => {
  it('lists Scryfall sets newest first with the code set-prices takes', async () => {
    const data = await h.ok('/api/tcg/sets?game=magic')
    expect(data.items.map((set: { id: string }) => set.id)).toEqual(['dsk', 'neo', 'lea'])
    expect(data.items[1]).toStrictEqual({ id: 'neo', code: 'neo', name: 'Kamigawa: Neon Dynasty', releaseDate: '2022-02-18', cardCount: 512, series: 'expansion', url: 'https://scryfall.com/sets/neo' })
    expect(data.source).toMatchObject({ provider: 'Scryfall', url: expect.stringContaining('/sets') })
    expect(h.last().headers['user-agent']).toContain('svc-plugin-tcg')
  })

  it('filters by name words and pages the filtered list', async () => {
    const data = await h.ok('/api/tcg/sets?game=magic&q=kamigawa%20dynasty')
    expect(data).toMatchObject({ total: 1, items: [{ id: 'neo' }] })
    const second = await h.ok('/api/tcg/sets?game=magic&limit=1&offset=1')
    expect(second).toMatchObject({ total: 3, items: [{ id: 'neo' }] })
  })

  it('reads Pokémon sets, turning YYYY/MM/DD into YYYY-MM-DD', async () => {
    const data = await h.ok('/api/tcg/sets?game=pokemon')
    expect(data.items[0]).toStrictEqual({ id: 'sv3pt5', code: 'MEW', name: '151', releaseDate: '2023-09-22', cardCount: 207, series: 'Scarlet & Violet', url: null })
    expect(data.source.provider).toBe('Pokémon TCG API')
  })

  it('reads Yu-Gi-Oh! sets with the set name as id', async () => {
    const data = await h.ok('/api/tcg/sets?game=yugioh&q=blue%20eyes')
    expect(data.items).toStrictEqual([{ id: 'Legend of Blue Eyes White Dragon', code: 'LOB', name: 'Legend of Blue Eyes White Dragon', releaseDate: '2002-03-08', cardCount: 126, series: null, url: null }])
  })

  it('answers a set list of another shape with a 502', async () => {
    h.set('GET /cardsets.php', { body: { data: 'nope' } })
    try {
      await h.status('/api/tcg/sets?game=yugioh', 502)
    } finally {
      h.reset()
    }
  })

  it('rejects bad input naming the field', async () => {
    await h.rejects('/api/tcg/sets', 'game')
    await h.rejects('/api/tcg/sets?game=chess', 'game')
    await h.rejects('/api/tcg/sets?game=magic&q=a', 'q')
    await h.rejects('/api/tcg/sets?game=magic&limit=201', 'limit')
    await h.rejects('/api/tcg/sets?game=magic&offset=-1', 'offset')
    await h.rejects('/api/tcg/sets?game=magic&year=2020', 'year')
  })

  h.failures('GET /cardsets.php', '/api/tcg/sets?game=yugioh')
})
