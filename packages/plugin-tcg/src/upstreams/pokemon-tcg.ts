import { defineUpstream, numberOrNull, optionalKey, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { isoDate, pushPrice, type CardPage, type Fetch, type Price, type TcgCard, type TcgSet } from '../model.ts'

/**
 * The Pokémon TCG API (https://docs.pokemontcg.io): works without a key; an operator's key (free, from
 * https://dev.pokemontcg.io) raises the rate limit from 1,000 requests a day and 30 a minute to 20,000 a day
 * (https://docs.pokemontcg.io/getting-started/rate-limits). It is a legacy service: its maintainers take it offline on
 * 2027-03-01 and point to Scrydex (https://github.com/PokemonTCG/pokemon-tcg-data, README). Scrydex needs a paid plan and
 * two headers (`X-Api-Key` and `X-Team-ID`, https://scrydex.com/docs/getting-started/authentication), and its terms forbid
 * reselling its data without its written authorization; moving this adapter there waits for its Pokémon API reference,
 * which was not found (see test/fixtures/pokemon-tcg/README.md).
 */
export const pokemonTcg = defineUpstream({
  id: 'pokemon-tcg',
  name: 'Pokémon TCG API',
  baseUrl: 'https://api.pokemontcg.io/v2',
  docsUrl: 'https://docs.pokemontcg.io',
  terms: { url: 'https://dev.pokemontcg.io/terms', commercial: { use: 'unknown', note: 'the developer portal\'s terms (dev.pokemontcg.io/terms), as one project quotes their complete Acceptable Use section (2026-09-02), forbid interfering with or overburdening the API, more than one key per person or company, and sharing an account or its key, and say nothing of commercial use or reuse of the data; the data repository (PokemonTCG/pokemon-tcg-data) states no licence; card texts and images are Nintendo/Creatures/GAME FREAK/The Pokémon Company\'s (searched 2026-11-30: pages, issues and find_string on the terms\' address)' } },
  license: 'Pokémon TCG API terms (https://pokemontcg.io); card data © Nintendo, Creatures, GAME FREAK, The Pokémon Company',
  key: optionalKey.header('X-Api-Key', 'https://dev.pokemontcg.io'),
  timeoutMs: 20_000,
  concurrency: 4,
  quota: {
    withoutKey: [{ requests: 30, perSeconds: 60 }, { requests: 1000, perSeconds: 86_400 }],
    withKey: { requests: 20_000, perSeconds: 86_400 },
    url: 'https://docs.pokemontcg.io/getting-started/rate-limits',
  },
})

const str = textOrNull
const num = numberOrNull
const setSchema = v.object({ id: v.string(), name: v.string(), series: str, total: num, printedTotal: num, ptcgoCode: str, releaseDate: str })
const setList = v.object({ data: v.array(setSchema) })
const variant = v.object({ low: num, mid: num, high: num, market: num })
const cardSchema = v.object({
  id: v.string(),
  name: v.string(),
  supertype: str,
  number: str,
  rarity: str,
  set: v.nullish(v.object({ id: v.string(), name: v.string() })),
  images: v.nullish(v.object({ large: str, small: str })),
  tcgplayer: v.nullish(v.object({ url: str, prices: v.nullish(v.record(v.string(), variant)) })),
  cardmarket: v.nullish(v.object({ url: str, prices: v.nullish(v.object({ trendPrice: num, averageSellPrice: num, lowPrice: num, reverseHoloTrend: num })) })),
})
const cardList = v.object({ data: v.array(cardSchema), totalCount: v.number() })

export const POKEMON_PRICE_SOURCES = ['TCGplayer via Pokémon TCG API', 'Cardmarket via Pokémon TCG API']

function cardPrices(card: v.InferOutput<typeof cardSchema>): Price[] {
  const list: Price[] = []
  // TCGplayer prices come per printing: normal, holofoil, reverseHolofoil, 1stEditionHolofoil...
  for (const [finish, prices] of Object.entries(card.tcgplayer?.prices ?? {})) {
    pushPrice(list, { source: 'TCGplayer via Pokémon TCG API', currency: 'USD', finish, kind: 'market' }, prices.market)
    pushPrice(list, { source: 'TCGplayer via Pokémon TCG API', currency: 'USD', finish, kind: 'low' }, prices.low)
  }
  const cardmarket = card.cardmarket?.prices
  pushPrice(list, { source: 'Cardmarket via Pokémon TCG API', currency: 'EUR', finish: 'normal', kind: 'trend' }, cardmarket?.trendPrice)
  pushPrice(list, { source: 'Cardmarket via Pokémon TCG API', currency: 'EUR', finish: 'normal', kind: 'average' }, cardmarket?.averageSellPrice)
  pushPrice(list, { source: 'Cardmarket via Pokémon TCG API', currency: 'EUR', finish: 'reverseHolofoil', kind: 'trend' }, cardmarket?.reverseHoloTrend)
  return list
}

function toCard(card: v.InferOutput<typeof cardSchema>): TcgCard {
  return {
    id: card.id,
    name: card.name,
    setId: card.set?.id ?? null,
    setName: card.set?.name ?? null,
    number: card.number ?? null,
    rarity: card.rarity ?? null,
    type: card.supertype ?? null,
    imageUrl: card.images?.large ?? card.images?.small ?? null,
    url: card.tcgplayer?.url ?? card.cardmarket?.url ?? null,
    prices: cardPrices(card),
  }
}

export async function pokemonSets({ upstream }: Fetch): Promise<{ items: TcgSet[]; url: string }> {
  const response = await upstream(pokemonTcg).json('/sets', { query: { pageSize: 250, orderBy: '-releaseDate' }, schema: setList })
  const items = response.data.data.map((set) => ({
    id: set.id, code: set.ptcgoCode ?? null, name: set.name, releaseDate: isoDate(set.releaseDate), cardCount: set.total ?? set.printedTotal ?? null, series: set.series ?? null, url: null,
  }))
  return { items, url: response.url }
}

/** A page of cards matching a Lucene-like `q` (`name:"charizard"`, `set.id:base1`). */
export async function pokemonCards({ upstream }: Fetch, q: string, page: number, pageSize: number, orderBy: string): Promise<CardPage> {
  const response = await upstream(pokemonTcg).json('/cards', { query: { q, page, pageSize, orderBy }, schema: cardList })
  return { items: response.data.data.map(toCard), total: response.data.totalCount, source: sourceOf(pokemonTcg, response.url) }
}

/** A phrase in the API's query syntax: quotes and backslashes escaped. */
export const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`
