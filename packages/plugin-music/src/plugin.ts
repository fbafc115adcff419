import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import artist from './operations/artist.ts'
import recording from './operations/recording.ts'
import release from './operations/release.ts'
import { vocabulary } from './vocabulary.ts'

/** Music metadata from MusicBrainz. */
export const musicPlugin = definePlugin({
  examples,
  group: 'music',
  search: { vocabulary },
  operations: [
    artist,
    recording,
    release,
  ],
})
