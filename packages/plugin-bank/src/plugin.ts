import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The bank group: FDIC-insured institutions from the FDIC BankFind Suite. */
export const bankPlugin = definePlugin({
  examples,
  group: 'bank',
  search: { vocabulary },
  operations,
})
