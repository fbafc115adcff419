import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The tides group, answered from NOAA CO-OPS. */
export const tidesPlugin = definePlugin({
  group: 'tides',
  search: { vocabulary },
  operations,
})
