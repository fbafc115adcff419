import { testPlugin } from '@svc/core/testing'
import { musicPlugin } from '../src/index.ts'

// The examples reach MusicBrainz on the fixture server, answered with the files of music.test.ts.
testPlugin(musicPlugin, {
  routes: {
    'GET /artist': { file: 'musicbrainz/artist-search.json' },
    'GET /recording': { file: 'musicbrainz/recording-search.json' },
    'GET /release': { file: 'musicbrainz/release-search.json' },
  },
  config: { settings: { music: { contact: 'ops@example.org' } } },
})
