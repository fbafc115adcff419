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
