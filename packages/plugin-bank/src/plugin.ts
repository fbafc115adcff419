import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import lookup from './operations/lookup.ts'
import { vocabulary } from './vocabulary.ts'

/** The bank group: FDIC-insured institutions from the FDIC BankFind Suite. */
export const bankPlugin = definePlugin({
  examples,
  group: 'bank',
  search: { vocabulary },
  operations: [
    lookup,
  ],
})
