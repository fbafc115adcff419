import { defineOperation } from '@svc/core'
import * as v from 'valibot'

export default defineOperation({
  name: 'example',
  method: 'GET',
  description: 'Echoes a text back: replace me with a real operation.',
  input: v.object({ text: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
  price: { usd: 0.0025 },
  handler: ({ input }) => ({ ok: true, items: [{ text: input.text }], total: 1, source: { provider: 'svc', url: 'https://example.invalid', license: 'MIT' } }),
})
