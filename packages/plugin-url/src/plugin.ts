import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import clean from './operations/clean.ts'
import { vocabulary } from './vocabulary.ts'

/**
 * The url operations answered on the host. The upstream-backed url.map, url.render and
 * url.unfurl live beside them when installed.
 */
export const urlPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'url',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    clean, // GET /api/url/clean  0.0027
  ],
})
