import { defineOperation, invalidField, listAnswer, rowLimit, pageNumber, requiredText } from '@svc/core'
import * as v from 'valibot'
import { ONE_CATALOG_PER_GAME, GAMES, gameField, type Game } from '../games.ts'
import type { CardPage, Fetch } from '../model.ts'
import { pokemonCards, pokemonTcg } from '../upstreams/pokemon-tcg.ts'
import { scryfall, scryfallSearch } from '../upstreams/scryfall.ts'
import { ygoCards, ygoprodeck } from '../upstreams/ygoprodeck.ts'

/** Scryfall's fixed page size. */
const SCRYFALL_PAGE = 175

/** Cards `offset`..`offset+limit` of a Magic set, from the one or two Scryfall pages they fall on. */
async function magicSlice(ctx: Fetch, set: string, offset: number, limit: number): Promise<CardPage> {
  const q = `e:${set}`
  const first = Math.floor(offset / SCRYFALL_PAGE) + 1
  const page = await scryfallSearch(ctx, q, first, 'set')
  let items = page.items
  const start = offset % SCRYFALL_PAGE
  if (start + limit > SCRYFALL_PAGE && (page.total ?? 0) > first * SCRYFALL_PAGE) items = items.concat((await scryfallSearch(ctx, q, first + 1, 'set')).items)
  return { ...page, items: items.slice(start, start + limit) }
}

/** Each game's set ids (as tcg.sets answers them) and how its cards are read. */
const READERS: Record<Game, { id: RegExp; read: (ctx: Fetch, set: string, offset: number, limit: number) => Promise<CardPage> }> = {
  magic: { id: /^[a-z0-9]{2,6}$/i, read: (ctx, set, offset, limit) => magicSlice(ctx, set.toLowerCase(), offset, limit) },
  // The Pokémon TCG API pages by page number: offset is always (page - 1) * limit.
  pokemon: { id: /^[a-z0-9.-]{2,20}$/i, read: (ctx, set, offset, limit) => pokemonCards(ctx, `set.id:${set.toLowerCase()}`, offset / limit + 1, limit, 'number') },
  yugioh: { id: /^[^"\\]{2,120}$/, read: (ctx, set, offset, limit) => ygoCards(ctx, { cardset: set }, limit, offset) },
}

export default defineOperation({
  name: 'set-prices',
  method: 'GET',
  description: 'Lists the cards of one trading-card set with their marketplace prices (USD/EUR, per finish), each price naming its source (e.g. "TCGplayer via Scryfall", "Cardmarket via Pokémon TCG API"); set is an id from tcg.sets.',
  input: v.object({
    game: gameField,
    set: requiredText(2, 120, 'Set id from tcg.sets: Scryfall code (neo), Pokémon TCG API id (sv3pt5) or Yu-Gi-Oh! set name'),
    limit: rowLimit(100, 50),
    page: pageNumber(100),
  }),
  upstreams: ONE_CATALOG_PER_GAME.upstreams,
  choosesUpstream: true,
  cacheTtl: '6h',
  sources: [
    { upstream: scryfall, path: '/cards/search', about: 'Scryfall `GET /cards/search?q=e:{set}`' },
    { upstream: pokemonTcg, path: '/cards', about: 'Pokémon TCG API `GET /cards?q=set.id:{set}`' },
    { upstream: ygoprodeck, path: '/cardinfo.php', about: 'YGOPRODeck `GET /cardinfo.php?cardset={set}`' },
  ],
  keywords: ['set price list', 'card prices in a set', 'expansion prices', 'most valuable cards in set', 'tcgplayer prices'],
  // A set id of another form can only fail: the 400 comes before any 402.
  check: (input, host) => {
    if (!READERS[input.game].id.test(input.set)) throw invalidField('set', `is not a ${input.game} set id as tcg.sets answers it`)
    ONE_CATALOG_PER_GAME.check(input, host)
  },
  async handler({ input, upstream }) {
    const reader = READERS[input.game]
    const page = await reader.read({ upstream }, input.set, (input.page - 1) * input.limit, input.limit)
    const priceSources = [...GAMES.find((entry) => entry.game === input.game)!.priceSources]
    return { ...listAnswer(page.items, page.source, { total: page.total }), priceSources }
  },
})
