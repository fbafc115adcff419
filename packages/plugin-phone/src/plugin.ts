import { definePlugin } from '@svc/core'
import { vocabulary } from './vocabulary.ts'
import operations from './operations/index.ts'

/** The phone group: phone numbers parsed, validated and formatted on the host with libphonenumber-js. */
export const phonePlugin = definePlugin({
  group: 'phone',
  search: { vocabulary },
  operations,
})
