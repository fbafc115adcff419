import { defineOperation, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { detect } from '../han.ts'
import { OPENCC_SOURCE } from '../opencc.ts'

export default defineOperation({
  name: 'detect',
  sources: sourcesInWords('none (embedded data from opencc-js)'),
  method: 'GET',
  description: 'Tells whether a text contains Chinese (Han) characters, counts them, and classifies the script as simplified, traditional, mixed or common to both.',
  input: v.object({ text: v.pipe(v.string(), v.minLength(1), v.maxLength(5000)) }),
  response: 'normalized',
  keywords: ['is this simplified or traditional chinese', 'detect chinese script', 'han characters', 'chinese character count', 'hanzi detection'],
  handler: async ({ input }) => (lookupAnswer(await detect(input.text), OPENCC_SOURCE)),
})
