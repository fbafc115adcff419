import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import pkgjsLookup from './operations/pkgjs-lookup.ts'
import pypkgLookup from './operations/pypkg-lookup.ts'
import { vocabulary } from './vocabulary.ts'

/** The registry group: package metadata from the public npm registry and PyPI (no key for either). */
export const registryPlugin = definePlugin({
  examples,
  group: 'registry',
  search: { vocabulary },
  operations: [
    pkgjsLookup,
    pypkgLookup,
  ],
})
