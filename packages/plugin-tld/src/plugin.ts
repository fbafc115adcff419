import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import info from './operations/info.ts'
import { vocabulary } from './vocabulary.ts'

/** The tld group: top-level domains and public suffixes from the IANA root zone list and the Public Suffix List, shipped with the plugin. */
export const tldPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'tld',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    info, // GET /api/tld/info  0.0025
  ],
})
