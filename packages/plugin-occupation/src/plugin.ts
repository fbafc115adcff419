import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import profile from './operations/profile.ts'
import related from './operations/related.ts'
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** The occupation group: O*NET Web Services (API version 2, key required). */
export const occupationPlugin = definePlugin({
  examples,
  group: 'occupation',
  search: { vocabulary },
  operations: [
    search,
    profile,
    related,
  ],
})
