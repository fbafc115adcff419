import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import card from './operations/card.ts'
import games from './operations/games.ts'
import setPrices from './operations/set-prices.ts'
import sets from './operations/sets.ts'
import { vocabulary } from './vocabulary.ts'

/** The tcg group: trading-card catalogs with marketplace prices. */
export const tcgPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'tcg',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    games, //      GET /api/tcg/games       0.012  local table of the served games
    sets, //       GET /api/tcg/sets        0.012  Scryfall /sets, Pokémon TCG API /sets, YGOPRODeck cardsets.php
    card, //       GET /api/tcg/card        0.012  Scryfall /cards/named|search, Pokémon TCG API /cards, YGOPRODeck cardinfo.php
    setPrices, //  GET /api/tcg/set-prices  0.012  Scryfall /cards/search e:<set>, Pokémon TCG API /cards set.id:, YGOPRODeck cardinfo.php cardset=
  ],
})
