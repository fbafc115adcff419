import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import pkgjsLookup from './operations/pkgjs-lookup.ts'
import pypkgLookup from './operations/pypkg-lookup.ts'
import { vocabulary } from './vocabulary.ts'

/** The registry group: package metadata from the public npm registry and PyPI (no key for either). */
export const registryPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'registry',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    pkgjsLookup, // GET /api/registry/pkgjs-lookup  0.003  npm registry GET /:package (full packument)
    pypkgLookup, // GET /api/registry/pypkg-lookup  0.003  PyPI GET /pypi/<project>[/<version>]/json
  ],
})
