import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import card from './operations/card.ts'
import games from './operations/games.ts'
import setPrices from './operations/set-prices.ts'
import sets from './operations/sets.ts'
import { vocabulary } from './vocabulary.ts'

/** The tcg group: trading-card catalogs with marketplace prices. */
export const tcgPlugin = definePlugin({
  examples,
  group: 'tcg',
  search: { vocabulary },
  operations: [
    games,
    sets,
    card,
    setPrices,
  ],
})
