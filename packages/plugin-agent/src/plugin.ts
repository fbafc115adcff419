import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import knowledgeDelta from './operations/knowledge-delta.ts'
import { vocabulary } from './vocabulary.ts'

/** The agent group: composite briefings for agents. */
export const agentPlugin = definePlugin({
  examples,
  group: 'agent',
  search: { vocabulary },
  operations: [
    knowledgeDelta,
  ],
})
