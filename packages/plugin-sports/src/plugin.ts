import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The sports group: MLB (MLB Stats API) and NHL (NHL web API) without a key; NBA and NFL from BALLDONTLIE (the operator's key). */
export const sportsPlugin = definePlugin({
  examples,
  group: 'sports',
  search: { vocabulary },
  operations,
})
