import { defineOperation, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { PINYIN_SOURCE, romanize } from '../romanize.ts'

export default defineOperation({
  name: 'pinyin',
  sources: sourcesInWords('none (embedded data from pinyin-pro, opencc-js)'),
  method: 'GET',
  description: 'Romanizes Chinese text into Hanyu Pinyin with tone marks, tone numbers or no tones, per syllable and optionally per word.',
  input: v.object({
    text: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
    tone: v.optional(v.picklist(['symbol', 'num', 'none']), 'symbol'),
    segmented: v.optional(v.boolean(), false),
  }),
  response: 'normalized',
  keywords: ['pinyin', 'romanization', 'chinese pronunciation', 'hanzi to pinyin', 'tone marks', 'mandarin reading'],
  // Shown on /docs/chinese.pinyin; the conformance test checks this is what the operation answers.
  example: {
    params: { text: '中文' },
    answer: {
      ok: true,
      items: [
        {
          text: '中文',
          tone: 'symbol',
          pinyin: 'zhōng wén',
          syllables: [
            {
              char: '中',
              pinyin: 'zhōng',
              tone: 1,
              initial: 'zh',
              final: 'ōng',
              readings: ['zhōng', 'zhòng'],
            },
            { char: '文', pinyin: 'wén', tone: 2, initial: 'w', final: 'én', readings: ['wén'] },
          ],
        },
      ],
      total: 1,
      source: {
        provider: 'pinyin-pro (npm); OpenCC via opencc-js for traditional input',
        url: 'https://github.com/zh-lx/pinyin-pro',
        license: 'MIT',
      },
    },
  },
  handler: async ({ input }) => {
    const result = await romanize(input.text, input.tone, input.segmented)
    return lookupAnswer({ text: input.text, tone: input.tone, ...result }, PINYIN_SOURCE)
  },
})
