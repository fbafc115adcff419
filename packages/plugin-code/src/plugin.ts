import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import repoLookup from './operations/repo-lookup.ts'

/** The code operations, answered from GitHub's REST API. */
export const codePlugin = definePlugin({
  examples,
  group: 'code',
  operations: [
    repoLookup,
  ],
})
