import { createError, defineOperation, listAnswer, lookupAnswer, rowLimit, requiredText } from '@svc/core'
import * as v from 'valibot'
import { ONE_CATALOG_PER_GAME, GAMES, gameField, type Game } from '../games.ts'
import type { CardPage, Fetch } from '../model.ts'
import { pokemonCards, pokemonTcg, quoted } from '../upstreams/pokemon-tcg.ts'
import { scryfall, scryfallNamed, scryfallSearch } from '../upstreams/scryfall.ts'
import { ygoCards, ygoprodeck } from '../upstreams/ygoprodeck.ts'

/** `best`: the one card the provider matches best; `all`: every printing matching the name. */
const FINDERS: Record<Game, (ctx: Fetch, name: string, best: boolean, limit: number) => Promise<CardPage>> = {
  magic: async (ctx, name, best, limit) => {
    if (best) return scryfallNamed(ctx, name)
    const page = await scryfallSearch(ctx, quoted(name), 1, 'name')
    return { ...page, items: page.items.slice(0, limit) }
  },
  // A quoted phrase: every card whose name contains it ("charizard" finds "Charizard ex"), newest set first.
  pokemon: (ctx, name, best, limit) => pokemonCards(ctx, `name:${quoted(name)}`, 1, best ? 1 : limit, '-set.releaseDate'),
  yugioh: (ctx, name, best, limit) => ygoCards(ctx, { fname: name }, best ? 1 : limit, 0),
}

export default defineOperation({
  name: 'card',
  method: 'GET',
  description: 'Finds a trading-card by name (Magic via Scryfall, Pokémon via the Pokémon TCG API, Yu-Gi-Oh! via YGOPRODeck) with its set, number, rarity, image and marketplace prices, each naming its source (e.g. "TCGplayer via Scryfall"). match=best answers one card, match=all lists the matches.',
  input: v.object({
    game: gameField,
    name: requiredText(2, 150, 'Card name or part of it'),
    match: v.optional(v.picklist(['best', 'all']), 'best'),
    limit: rowLimit(50, 10),
  }),
  ...ONE_CATALOG_PER_GAME,
  cacheTtl: '6h',
  sources: [
    { upstream: scryfall, path: '/cards/named', about: 'Scryfall `GET /cards/named?fuzzy=` (match=best)' },
    { upstream: scryfall, path: '/cards/search', about: 'Scryfall `GET /cards/search` (match=all)' },
    { upstream: pokemonTcg, path: '/cards', about: 'Pokémon TCG API `GET /cards?q=name:"…"`' },
    { upstream: ygoprodeck, path: '/cardinfo.php', about: 'YGOPRODeck `GET /cardinfo.php?fname=`' },
  ],
  keywords: ['card price', 'mtg card', 'pokemon card value', 'yugioh card price', 'how much is this card worth', 'trading card lookup'],
  async handler({ input, upstream }) {
    const best = input.match === 'best'
    const page = await FINDERS[input.game]({ upstream }, input.name, best, input.limit)
    const priceSources = [...GAMES.find((entry) => entry.game === input.game)!.priceSources]
    if (!best) return listAnswer(page.items, page.source, { total: page.total, mode: 'list', meta: { priceSources } })
    if (page.items.length === 0) throw createError('NOT_FOUND', `no ${input.game} card named like "${input.name}"`)
    return lookupAnswer(page.items[0]!, page.source, { mode: 'lookup', meta: { priceSources } })
  },
})
