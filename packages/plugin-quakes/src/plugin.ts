import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The quakes group, answered from the USGS earthquake catalog. */
export const quakesPlugin = definePlugin({
  group: 'quakes',
  search: { vocabulary },
  operations,
})
