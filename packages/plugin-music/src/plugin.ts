import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** Music metadata from MusicBrainz. */
export const musicPlugin = definePlugin({
  examples,
  group: 'music',
  search: { vocabulary },
  operations,
})
