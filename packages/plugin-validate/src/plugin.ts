import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import aba from './operations/aba.ts'
import batch from './operations/batch.ts'
import bic from './operations/bic.ts'
import cusip from './operations/cusip.ts'
import gln from './operations/gln.ts'
import gtin from './operations/gtin.ts'
import iban from './operations/iban.ts'
import isin from './operations/isin.ts'
import lei from './operations/lei.ts'
import sscc from './operations/sscc.ts'
import { vocabulary } from './vocabulary.ts'

/** The validate group: check digits and structure of financial and GS1 identifiers, computed on the host. */
export const validatePlugin = definePlugin({
  examples,
  group: 'validate',
  search: { vocabulary },
  operations: [
    aba,
    bic,
    cusip,
    gln,
    gtin,
    iban,
    isin,
    lei,
    sscc,
    batch,
  ],
})
