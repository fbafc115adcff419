import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The earth group: NASA EONET natural events and EPIC whole-Earth images. */
export const earthPlugin = definePlugin({
  group: 'earth',
  search: { vocabulary },
  operations,
})
