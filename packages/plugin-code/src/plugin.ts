import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import repoLookup from './operations/repo-lookup.ts'

/** The code operations, answered from GitHub's REST API. */
export const codePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'code',
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    repoLookup, // GET /api/code/repo-lookup  0.003  GitHub REST
  ],
})
