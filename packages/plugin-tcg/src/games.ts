import type { CheckHost } from '@svc/core'
import * as v from 'valibot'
import { POKEMON_PRICE_SOURCES, pokemonTcg } from './upstreams/pokemon-tcg.ts'
import { SCRYFALL_PRICE_SOURCES, scryfall } from './upstreams/scryfall.ts'
import { YGO_PRICE_SOURCES, ygoprodeck } from './upstreams/ygoprodeck.ts'

/** The games this group serves, each from one catalog that relays marketplace prices. */
export const GAMES = [
  { game: 'magic', name: 'Magic: The Gathering', publisher: 'Wizards of the Coast', provider: scryfall.name, providerUrl: scryfall.docsUrl!, priceSources: SCRYFALL_PRICE_SOURCES },
  { game: 'pokemon', name: 'Pokémon Trading Card Game', publisher: 'The Pokémon Company', provider: pokemonTcg.name, providerUrl: pokemonTcg.docsUrl!, priceSources: POKEMON_PRICE_SOURCES },
  { game: 'yugioh', name: 'Yu-Gi-Oh! Trading Card Game', publisher: 'Konami', provider: ygoprodeck.name, providerUrl: ygoprodeck.docsUrl!, priceSources: YGO_PRICE_SOURCES },
] as const

export type Game = (typeof GAMES)[number]['game']

export const gameField = v.pipe(v.picklist(GAMES.map((entry) => entry.game)), v.description('magic (Scryfall), pokemon (Pokémon TCG API) or yugioh (YGOPRODeck); see tcg.games'))

export const ALL_UPSTREAMS = [scryfall, pokemonTcg, ygoprodeck]

/** The catalog each game's calls go to. */
export const UPSTREAM_OF = { magic: scryfall, pokemon: pokemonTcg, yugioh: ygoprodeck } as const

/**
 * How every operation of the group uses its catalogs: one per call, chosen by `game`; a game whose catalog
 * this host cannot serve (Scryfall's terms unaccepted, say) answers 503 naming the setting, before any 402.
 */
export const ONE_CATALOG_PER_GAME = {
  upstreams: ALL_UPSTREAMS,
  choosesUpstream: true,
  check: (input: { game: Game }, host: CheckHost) => host.serves(UPSTREAM_OF[input.game]),
} as const
