import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import currency from './operations/currency.ts'
import language from './operations/language.ts'
import subdivision from './operations/subdivision.ts'
import { vocabulary } from './vocabulary.ts'

/** The iso group: ISO 4217 currencies, ISO 639 languages and ISO 3166-2 subdivisions, from embedded data packages. */
export const isoPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'iso',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    currency, //    GET /api/iso/currency     0.003
    language, //    GET /api/iso/language     0.003
    subdivision, // GET /api/iso/subdivision  0.003
  ],
})
