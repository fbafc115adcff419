import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { instruction, webUrl } from '../inputs.ts'
import { pageMeta, readPage, readsOnePage } from '../page-task.ts'
import { callerSchema, conformingTo } from '../structured/caller-schema.ts'

export default defineOperation({
  name: 'extract',
  sources: sourcesInWords('the page (URL guard) + `textModel`'),
  method: 'POST',
  description: 'Extracts structured data from a web page into the caller\'s JSON Schema (top-level object): the page is fetched here (public addresses only), the answer is validated against the schema, and truncation is reported. By the host\'s language model, billed by the tokens used.',
  input: v.strictObject({ url: webUrl(), schema: callerSchema, instruction: instruction(2000) }),
  ...readsOnePage,
  keywords: ['scrape to json', 'structured data from url', 'web page extraction', 'parse page with schema'],
  async handler(ctx) {
    const { input } = ctx
    const { value, model, page } = await readPage(ctx, {
      operation: 'extract',
      instructions: 'Extract from the web page the user gives the data its JSON Schema describes. Use only the page\'s content; where the page has no value for a member the schema allows to be left out, leave it out.',
      content: (page) => `Page ${page.finalUrl}${page.truncated ? ' (cut)' : ''}:\n<<<\n${page.text}\n>>>`,
      schema: conformingTo(input.schema),
      jsonSchema: input.schema,
      maxTokens: 4000,
    })
    return { url: input.url, finalUrl: page.finalUrl, extracted: value, meta: pageMeta(page, model) }
  },
})
