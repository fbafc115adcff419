import { defineUpstream, numberOrNull, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { isoDate, pushPrice, type CardPage, type Fetch, type Price, type TcgCard, type TcgSet } from '../model.ts'

/**
 * Scryfall, the Magic: the Gathering catalog. Its API guide (https://scryfall.com/docs/api) asks for a
 * User-Agent and an Accept header; its rate limits page (https://scryfall.com/docs/api/rate-limits) sets
 * 2 requests per second on card search, named, random and collection lookups, 10 per second elsewhere,
 * and limits access for 30 s after a 429. Its data is free and may not be paywalled, so a host that
 * charges for answers serves it only when its operator accepts the terms (free answers, or Scryfall's leave).
 */
export const scryfall = defineUpstream({
  id: 'scryfall',
  name: 'Scryfall',
  baseUrl: 'https://api.scryfall.com',
  docsUrl: 'https://scryfall.com/docs/api',
  license: 'Scryfall API terms (https://scryfall.com/docs/api); card data © Wizards of the Coast',
  headers: { accept: 'application/json;q=0.9,*/*;q=0.8', 'user-agent': 'svc-plugin-tcg/0.1 (+https://github.com/svc)' },
  concurrency: 1,
  quota: {
    withoutKey: [{ requests: 2, perSeconds: 1, paths: ['/cards/search', '/cards/named', '/cards/random', '/cards/collection'] }, { requests: 10, perSeconds: 1 }],
    lockoutSeconds: 30,
    url: 'https://scryfall.com/docs/api/rate-limits',
  },
  terms: {
    url: 'https://scryfall.com/docs/api',
    commercial: { use: 'not-allowed', note: 'Scryfall data may not be paywalled: no payment may be required in exchange for access to it' },
    caching: { note: 'cache answers for at least 24 hours; prices change once a day', url: 'https://scryfall.com/docs/api/rate-limits' },
  },
})

const str = textOrNull
const setSchema = v.object({ code: v.string(), name: v.string(), released_at: str, card_count: numberOrNull, set_type: str, scryfall_uri: str })
const setList = v.object({ data: v.array(setSchema) })
const prices = v.nullish(v.object({ usd: str, usd_foil: str, usd_etched: str, eur: str, eur_foil: str, tix: str }))
const cardSchema = v.object({
  id: v.string(),
  name: v.string(),
  set: str,
  set_name: str,
  collector_number: str,
  rarity: str,
  type_line: str,
  scryfall_uri: str,
  image_uris: v.nullish(v.object({ normal: str })),
  card_faces: v.nullish(v.array(v.object({ image_uris: v.nullish(v.object({ normal: str })) }))),
  prices,
})
const cardList = v.object({ total_cards: v.number(), data: v.array(cardSchema) })

/** Scryfall relays TCGplayer (USD), Cardmarket (EUR) and Cardhoarder (MTGO tix) prices. */
export const SCRYFALL_PRICE_SOURCES = ['TCGplayer via Scryfall', 'Cardmarket via Scryfall', 'Cardhoarder via Scryfall']

function cardPrices(raw: v.InferOutput<typeof prices>): Price[] {
  const list: Price[] = []
  if (!raw) return list
  pushPrice(list, { source: 'TCGplayer via Scryfall', currency: 'USD', finish: 'nonfoil', kind: 'market' }, raw.usd)
  pushPrice(list, { source: 'TCGplayer via Scryfall', currency: 'USD', finish: 'foil', kind: 'market' }, raw.usd_foil)
  pushPrice(list, { source: 'TCGplayer via Scryfall', currency: 'USD', finish: 'etched', kind: 'market' }, raw.usd_etched)
  pushPrice(list, { source: 'Cardmarket via Scryfall', currency: 'EUR', finish: 'nonfoil', kind: 'trend' }, raw.eur)
  pushPrice(list, { source: 'Cardmarket via Scryfall', currency: 'EUR', finish: 'foil', kind: 'trend' }, raw.eur_foil)
  pushPrice(list, { source: 'Cardhoarder via Scryfall', currency: 'TIX', finish: 'nonfoil', kind: 'market' }, raw.tix)
  return list
}

function toCard(card: v.InferOutput<typeof cardSchema>): TcgCard {
  return {
    id: card.id,
    name: card.name,
    setId: card.set,
    setName: card.set_name,
    number: card.collector_number,
    rarity: card.rarity,
    type: card.type_line,
    // Double-faced cards carry their images per face.
    imageUrl: card.image_uris?.normal ?? card.card_faces?.[0]?.image_uris?.normal ?? null,
    url: card.scryfall_uri,
    prices: cardPrices(card.prices),
  }
}

export async function scryfallSets({ upstream }: Fetch): Promise<{ items: TcgSet[]; url: string }> {
  const response = await upstream(scryfall).json('/sets', { schema: setList })
  const items = response.data.data.map((set) => ({
    id: set.code, code: set.code, name: set.name, releaseDate: isoDate(set.released_at), cardCount: set.card_count ?? null, series: set.set_type ?? null, url: set.scryfall_uri ?? null,
  }))
  return { items, url: response.url }
}

/** The card Scryfall's fuzzy name match finds (404 -> NOT_FOUND). */
export async function scryfallNamed({ upstream }: Fetch, name: string): Promise<CardPage> {
  const response = await upstream(scryfall).json('/cards/named', { query: { fuzzy: name }, schema: cardSchema, notFound: `Scryfall has no card named like "${name}"` })
  return { items: [toCard(response.data)], total: 1, source: sourceOf(scryfall, response.url) }
}

/** One page (175 cards) of a Scryfall search; no match (a 404 there) is an empty page. */
export async function scryfallSearch({ upstream }: Fetch, q: string, page: number, order: 'name' | 'set'): Promise<CardPage> {
  const response = await upstream(scryfall).json('/cards/search', { query: { q, page, order, unique: 'prints' }, schema: cardList, acceptStatus: [404] })
  const source = sourceOf(scryfall, response.url)
  if (response.status === 404) return { items: [], total: 0, source }
  return { items: response.data.data.map(toCard), total: response.data.total_cards, source }
}
