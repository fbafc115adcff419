import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import openings from './operations/openings.ts'
import unemployment from './operations/unemployment.ts'
import wages from './operations/wages.ts'
import { vocabulary } from './vocabulary.ts'

/** The labor group: BLS series read through the upstream @svc/plugin-bls defines (shared key, quota and cache). */
export const laborPlugin = definePlugin({
  examples,
  group: 'labor',
  search: { vocabulary },
  operations: [
    openings,
    unemployment,
    wages,
  ],
})
