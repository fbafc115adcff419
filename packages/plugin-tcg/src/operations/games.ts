import { defineOperation, listAnswer, localSource, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { GAMES } from '../games.ts'

export default defineOperation({
  name: 'games',
  method: 'GET',
  description: 'Lists the trading-card games served (Magic: The Gathering, Pokémon, Yu-Gi-Oh!): the catalog each is read from and the marketplaces its prices come from.',
  input: v.object({}),
  sources: sourcesInWords('none (the table of the served games, in the plugin)'),
  keywords: ['trading card games supported', 'which card games', 'tcg list'],
  handler: () => listAnswer(GAMES.map((entry) => ({ ...entry, priceSources: [...entry.priceSources] })), localSource('svc', 'https://github.com/svc', 'MIT')),
})
