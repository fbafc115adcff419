import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The validate group: check digits and structure of financial and GS1 identifiers, computed on the host. */
export const validatePlugin = definePlugin({
  group: 'validate',
  search: { vocabulary },
  operations,
})
