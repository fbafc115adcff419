import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import normalize from './operations/normalize.ts'
import { vocabulary } from './vocabulary.ts'

/** The phone group: phone numbers parsed, validated and formatted on the host with libphonenumber-js. */
export const phonePlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'phone',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    normalize, // GET /api/phone/normalize  0.0025
  ],
})
