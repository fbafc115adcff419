import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { instruction, webUrl } from '../inputs.ts'
import { precheckUrl } from '../net/precheck.ts'
import { fetchPage } from '@svc/providers/web-page'
import { callerSchema, conformingTo } from '../structured/caller-schema.ts'
import { runStructured } from '@svc/providers/openai'
import { TEXT_MODEL } from '../requirements.ts'

export default defineOperation({
  name: 'extract',
  method: 'POST',
  description: 'Extracts structured data from a web page into the caller\'s JSON Schema (top-level object): the page is fetched here (public addresses only), the answer is validated against the schema, and truncation is reported. By the host\'s language model, billed by the tokens used.',
  input: v.strictObject({ url: webUrl(), schema: callerSchema, instruction: instruction(2000) }),
  effects: ['fetch'],
  response: 'legacy',
  requiredSettings: [TEXT_MODEL],
  keywords: ['scrape to json', 'structured data from url', 'web page extraction', 'parse page with schema'],
  // A forbidden address known without a lookup can only fail: the 400 comes before any 402.
  check: (input) => precheckUrl(input.url, 'url'),
  async handler(ctx) {
    const { input } = ctx
    const page = await fetchPage(input.url, ctx.signal)
    const { value, model } = await runStructured(ctx, {
      operation: 'extract',
      needs: 'text',
      instructions: `Extract from the web page the user gives the data its JSON Schema describes. Use only the page's content; where the page has no value for a member the schema allows to be left out, leave it out.${input.instruction ? ` Caller's instruction: ${input.instruction}` : ''}`,
      content: `Page ${page.finalUrl}${page.truncated ? ' (cut)' : ''}:\n<<<\n${page.text}\n>>>`,
      schema: conformingTo(input.schema),
      jsonSchema: input.schema,
      maxTokens: 4000,
      billing: 'usage',
    })
    return { url: input.url, finalUrl: page.finalUrl, extracted: value, meta: { truncated: page.truncated, engine: 'model', model: model.id } }
  },
})
