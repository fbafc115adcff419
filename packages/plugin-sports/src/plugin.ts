import { definePlugin } from '@svc/core'
import { teamNames } from './teams.ts'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The sports group: MLB (MLB Stats API) and NHL (NHL web API) without a key; NBA and NFL from BALLDONTLIE (the operator's key). */
export const sportsPlugin = definePlugin({
  group: 'sports',
  search: { vocabulary, codes: teamNames },
  operations,
})
