import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The nonprofit group: U.S. tax-exempt organizations (ProPublica Nonprofit Explorer, IRS lists) and their screening. */
export const nonprofitPlugin = definePlugin({
  group: 'nonprofit',
  search: { vocabulary },
  operations,
})
