import { defineOperation, lookupAnswer } from '@svc/core'
import * as v from 'valibot'
import { PINYIN_SOURCE, romanize } from '../romanize.ts'

export default defineOperation({
  name: 'pinyin',
  method: 'GET',
  description: 'Romanizes Chinese text into Hanyu Pinyin with tone marks, tone numbers or no tones, per syllable and optionally per word.',
  input: v.object({
    text: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
    tone: v.optional(v.picklist(['symbol', 'num', 'none']), 'symbol'),
    segmented: v.optional(v.boolean(), false),
  }),
  price: { usd: 0.0025 },
  response: 'normalized',
  keywords: ['pinyin', 'romanization', 'chinese pronunciation', 'hanzi to pinyin', 'tone marks', 'mandarin reading'],
  handler: async ({ input }) => {
    const result = await romanize(input.text, input.tone, input.segmented)
    return lookupAnswer({ text: input.text, tone: input.tone, ...result }, PINYIN_SOURCE)
  },
})
