import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The patents group: U.S. applications and grants (USPTO Open Data Portal) and worldwide publications (EPO OPS); both need the operator's credentials. */
export const patentsPlugin = definePlugin({
  group: 'patents',
  search: { vocabulary },
  operations,
})
