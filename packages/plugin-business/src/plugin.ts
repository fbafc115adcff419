import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The business operations: company registries, LEIs, matching and screening. */
export const businessPlugin = definePlugin({
  examples,
  group: 'business',
  search: { vocabulary },
  operations,
})
