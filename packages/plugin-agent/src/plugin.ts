import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The agent group: composite briefings for agents. */
export const agentPlugin = definePlugin({
  examples,
  group: 'agent',
  search: { vocabulary },
  operations,
})
