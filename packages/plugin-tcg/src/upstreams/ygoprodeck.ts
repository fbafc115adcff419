import { defineUpstream, numberOrNull, sourceOf, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { isoDate, pushPrice, type CardPage, type Fetch, type Price, type TcgCard, type TcgSet } from '../model.ts'

/**
 * YGOPRODeck's Yu-Gi-Oh! database (https://ygoprodeck.com/api-guide/): no key; 20 requests per second at
 * most, past which the caller's address is blocked for an hour; its card images are to be downloaded and
 * hosted by the user, not hotlinked, so answers carry no image URL.
 */
export const ygoprodeck = defineUpstream({
  id: 'ygoprodeck',
  name: 'YGOPRODeck',
  baseUrl: 'https://db.ygoprodeck.com/api/v7',
  docsUrl: 'https://ygoprodeck.com/api-guide/',
  license: 'YGOPRODeck API terms (https://ygoprodeck.com/api-guide/); card data © Konami',
  timeoutMs: 20_000,
  concurrency: 4,
  quota: { withoutKey: { requests: 20, perSeconds: 1 }, lockoutSeconds: 3600, url: 'https://ygoprodeck.com/api-guide/' },
  terms: {
    url: 'https://ygoprodeck.com/api-guide/',
    commercial: { use: 'allowed', note: 'the API guide sets no limit on commercial use; card data © Konami' },
    caching: { note: 'store the data you pull locally rather than asking again' },
    hotlinking: { allowed: false, hosts: ['images.ygoprodeck.com'], note: 'download and host card images yourself; do not hotlink them' },
  },
})

const str = textOrNull
const setList = v.array(v.object({ set_name: v.string(), set_code: str, num_of_cards: numberOrNull, tcg_date: str }))
const cardSchema = v.object({
  id: v.number(),
  name: v.string(),
  type: str,
  ygoprodeck_url: str,
  card_sets: v.nullish(v.array(v.object({ set_name: v.string(), set_code: str, set_rarity: str, set_price: str }))),
  card_images: v.nullish(v.array(v.object({ image_url: str }))),
  card_prices: v.nullish(v.array(v.object({ cardmarket_price: str, tcgplayer_price: str, ebay_price: str, amazon_price: str, coolstuffinc_price: str }))),
})
const cardList = v.object({ data: v.array(cardSchema), meta: v.nullish(v.object({ total_rows: v.number() })) })

export const YGO_PRICE_SOURCES = ['TCGplayer via YGOPRODeck', 'Cardmarket via YGOPRODeck', 'eBay via YGOPRODeck', 'Amazon via YGOPRODeck', 'CoolStuffInc via YGOPRODeck', 'YGOPRODeck set price']

const MARKETS = [
  ['tcgplayer_price', 'TCGplayer via YGOPRODeck', 'USD'],
  ['cardmarket_price', 'Cardmarket via YGOPRODeck', 'EUR'],
  ['ebay_price', 'eBay via YGOPRODeck', 'USD'],
  ['amazon_price', 'Amazon via YGOPRODeck', 'USD'],
  ['coolstuffinc_price', 'CoolStuffInc via YGOPRODeck', 'USD'],
] as const

/** In a set, the card's printing in that set gives number, rarity and the set price. */
function toCard(card: v.InferOutput<typeof cardSchema>, setName?: string): TcgCard {
  const printing = setName ? card.card_sets?.find((set) => set.set_name.toLowerCase() === setName.toLowerCase()) : undefined
  const prices: Price[] = []
  const market = card.card_prices?.[0]
  for (const [member, source, currency] of MARKETS) pushPrice(prices, { source, currency, finish: 'any', kind: 'market' }, market?.[member])
  if (printing) pushPrice(prices, { source: 'YGOPRODeck set price', currency: 'USD', finish: printing.set_rarity ?? 'any', kind: 'set' }, printing.set_price)
  return {
    id: String(card.id),
    name: card.name,
    setId: printing?.set_name ?? null,
    setName: printing?.set_name ?? null,
    number: printing?.set_code ?? null,
    rarity: printing?.set_rarity ?? null,
    type: card.type ?? null,
    imageUrl: card.card_images?.[0]?.image_url ?? null,
    url: card.ygoprodeck_url ?? null,
    prices,
  }
}

export async function ygoSets({ upstream }: Fetch): Promise<{ items: TcgSet[]; url: string }> {
  const response = await upstream(ygoprodeck).json('/cardsets.php', { schema: setList })
  const items = response.data.map((set) => ({
    // cardinfo.php filters by set name, so the name is the id tcg.set-prices takes.
    id: set.set_name, code: set.set_code ?? null, name: set.set_name, releaseDate: isoDate(set.tcg_date), cardCount: set.num_of_cards ?? null, series: null, url: null,
  }))
  return { items, url: response.url }
}

/**
 * Cards of cardinfo.php (`fname` a fuzzy name, `cardset` a set name), `num`/`offset` paged.
 * YGOPRODeck answers "no card matching" with a 400: an empty page here.
 */
export async function ygoCards({ upstream }: Fetch, filter: { fname?: string; cardset?: string }, num: number, offset: number): Promise<CardPage> {
  const response = await upstream(ygoprodeck).json('/cardinfo.php', { query: { ...filter, num, offset }, schema: cardList, acceptStatus: [400] })
  const source = sourceOf(ygoprodeck, response.url)
  if (response.status === 400) return { items: [], total: 0, source }
  return { items: response.data.data.map((card) => toCard(card, filter.cardset)), total: response.data.meta?.total_rows ?? response.data.data.length, source }
}
