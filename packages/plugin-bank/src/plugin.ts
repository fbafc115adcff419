import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The bank group: FDIC-insured institutions from the FDIC BankFind Suite. */
export const bankPlugin = definePlugin({
  group: 'bank',
  search: { vocabulary },
  operations,
})
