import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The labor group: BLS series read through the upstream @svc/plugin-bls defines (shared key, quota and cache). */
export const laborPlugin = definePlugin({
  group: 'labor',
  search: { vocabulary },
  operations,
})
