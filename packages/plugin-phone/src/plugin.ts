import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The phone group: phone numbers parsed, validated and formatted on the host with libphonenumber-js. */
export const phonePlugin = definePlugin({
  examples,
  group: 'phone',
  search: { vocabulary },
  operations,
})
