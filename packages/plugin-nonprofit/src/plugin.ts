import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import screen from './operations/screen.ts'
import search from './operations/search.ts'
import { vocabulary } from './vocabulary.ts'

/** The nonprofit group: U.S. tax-exempt organizations (ProPublica Nonprofit Explorer, IRS lists) and their screening. */
export const nonprofitPlugin = definePlugin({
  examples,
  group: 'nonprofit',
  search: { vocabulary },
  operations: [
    search,
    screen,
  ],
})
