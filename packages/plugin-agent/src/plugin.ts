import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The agent group: composite briefings for agents. */
export const agentPlugin = definePlugin({
  group: 'agent',
  search: { vocabulary },
  operations,
})
