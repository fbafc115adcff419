import { defineOperation, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { codePoints, converter, LOCALES, OPENCC_SOURCE } from '../opencc.ts'

const locale = v.picklist(LOCALES)

export default defineOperation({
  name: 'convert',
  sources: sourcesInWords('none (embedded data from opencc-js)'),
  method: 'GET',
  description: 'Converts Chinese text between Simplified (Mainland), Traditional (Taiwan, Taiwan with idioms, Hong Kong, OpenCC standard) and Japanese Shinjitai, phrase by phrase.',
  input: v.object({
    text: v.pipe(v.string(), v.minLength(1), v.maxLength(5000)),
    from: locale,
    to: locale,
  }),
  response: 'normalized',
  keywords: ['simplified to traditional', 'traditional to simplified', 'chinese conversion', 'opencc', 'taiwan chinese', 'hong kong chinese', 'kanji shinjitai'],
  handler: async ({ input }) => {
    const convert = await converter(input.from, input.to)
    const text = convert(input.text)
    return lookupAnswer({ text, from: input.from, to: input.to, length: codePoints(text).length, changed: text !== input.text }, OPENCC_SOURCE)
  },
})
