import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The timezone group, answered from the tz database and zone boundaries shipped in npm packages. */
export const timezonePlugin = definePlugin({
  examples,
  group: 'timezone',
  search: { vocabulary },
  operations,
})
