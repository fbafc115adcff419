import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import artist from './operations/artist.ts'
import recording from './operations/recording.ts'
import release from './operations/release.ts'
import { vocabulary } from './vocabulary.ts'

/** Music metadata from MusicBrainz. */
export const musicPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'music',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    artist, // GET /api/music/artist        0.0025  MusicBrainz /artist
    recording, // GET /api/music/recording  0.0025  MusicBrainz /recording
    release, // GET /api/music/release      0.0025  MusicBrainz /release
  ],
})
