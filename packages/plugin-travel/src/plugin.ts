import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The travel group: U.S. State Department travel advisories and the Passport Index visa requirements dataset. */
export const travelPlugin = definePlugin({
  examples,
  group: 'travel',
  search: { vocabulary },
  operations,
})
