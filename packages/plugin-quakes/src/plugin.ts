import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import recent from './operations/recent.ts'
import { vocabulary } from './vocabulary.ts'

/** The quakes group, answered from the USGS earthquake catalog. */
export const quakesPlugin = definePlugin({
  examples,
  group: 'quakes',
  search: { vocabulary },
  operations: [
    recent,
  ],
})
