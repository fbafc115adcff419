import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The country group's embedded operations: country facts and country risk figures from data shipped with the plugin (no upstream). */
export const countryPlugin = definePlugin({
  examples,
  group: 'country',
  search: { vocabulary },
  operations,
})
