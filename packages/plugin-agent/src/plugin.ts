import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import knowledgeDelta from './operations/knowledge-delta.ts'
import { vocabulary } from './vocabulary.ts'

/** The agent group: composite briefings for agents. */
export const agentPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'agent',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    knowledgeDelta, // POST /api/agent/knowledge-delta  0.15  gov.federal-register-recent + gov.senate-votes + OpenAlex + CourtListener
  ],
})
