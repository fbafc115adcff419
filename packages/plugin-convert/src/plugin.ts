import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import currency from './operations/currency.ts'
import unit from './operations/unit.ts'
import { vocabulary } from './vocabulary.ts'

/** The convert group. */
export const convertPlugin = definePlugin({
  examples,
  group: 'convert',
  search: { vocabulary },
  operations: [
    currency,
    unit,
  ],
})
