import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import events from './operations/events.ts'
import now from './operations/now.ts'
import { vocabulary } from './vocabulary.ts'

/** The earth group: NASA EONET natural events and EPIC whole-Earth images. */
export const earthPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'earth',
  core: pkg.peerDependencies['@svc/core'],
  search: { vocabulary },
  operations: [
    events, // GET /api/earth/events  0.003  NASA EONET v3 /api/v3/events
    now, //    GET /api/earth/now     0.003  NASA EPIC /api/natural
  ],
})
