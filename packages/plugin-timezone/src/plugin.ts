import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import lookup from './operations/lookup.ts'
import { vocabulary } from './vocabulary.ts'

/** The timezone group, answered from the tz database and zone boundaries shipped in npm packages. */
export const timezonePlugin = definePlugin({
  examples,
  group: 'timezone',
  search: { vocabulary },
  operations: [
    lookup,
  ],
})
