import { defineOperation, definePlugin } from '@svc/core'
import * as v from 'valibot'

const source = { provider: 'demo', url: 'https://example.org', license: 'MIT' }
/** One token costs 10 atomic units: max_tokens 1000 authorizes $0.01. */
const TOKEN_USD = 0.00001

/** A chat stand-in like ai.chat: quoted by max_tokens, up-to billed by the tokens it reports using. */
export const meteredPlugin = definePlugin({
  name: 'metered',
  version: '1.0.0',
  group: 'metered',
  operations: [
    defineOperation({
      name: 'chat', method: 'POST', description: 'Quoted by max_tokens, billed by the tokens used.',
      input: v.strictObject({ max_tokens: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4000)), use: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
      price: { from: 0.001, quote: (input) => input.max_tokens * TOKEN_USD, upto: true },
      handler: ({ input, reportUsage }) => {
        reportUsage(Math.min(input.use, input.max_tokens) * TOKEN_USD, { tokens: input.use })
        return { ok: true, items: [{ tokens: input.use }], total: 1, source }
      },
    }),
  ],
})
