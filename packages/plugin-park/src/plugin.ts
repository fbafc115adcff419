import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import lookup from './operations/lookup.ts'
import { vocabulary } from './vocabulary.ts'

/** The park group, answered from the US National Park Service API (key). */
export const parkPlugin = definePlugin({
  examples,
  group: 'park',
  search: { vocabulary },
  operations: [
    lookup,
  ],
})
