import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** Music metadata from MusicBrainz. */
export const musicPlugin = definePlugin({
  group: 'music',
  search: { vocabulary },
  operations,
})
