import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The labor group: BLS series read through the upstream @svc/plugin-bls defines (shared key, quota and cache). */
export const laborPlugin = definePlugin({
  examples,
  group: 'labor',
  search: { vocabulary },
  operations,
})
