import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import events from './operations/events.ts'
import now from './operations/now.ts'
import { vocabulary } from './vocabulary.ts'

/** The earth group: NASA EONET natural events and EPIC whole-Earth images. */
export const earthPlugin = definePlugin({
  examples,
  group: 'earth',
  search: { vocabulary },
  operations: [
    events,
    now,
  ],
})
