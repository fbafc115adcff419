import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The quakes group, answered from the USGS earthquake catalog. */
export const quakesPlugin = definePlugin({
  examples,
  group: 'quakes',
  search: { vocabulary },
  operations,
})
