import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { instruction, webUrl } from '../inputs.ts'
import { pageMeta, readPage, readsOnePage } from '../page-task.ts'

const schema = v.object({
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
  summary: v.pipe(v.string(), v.minLength(1), v.maxLength(1000)),
  keyPoints: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(400))), v.minLength(3), v.maxLength(7)),
  audience: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
})

/** Adult silent reading of non-fiction runs at about 238 words a minute. */
const WORDS_PER_MINUTE = 238

export default defineOperation({
  name: 'summarize',
  sources: sourcesInWords('the page (URL guard) + `textModel`'),
  method: 'POST',
  description: 'Summarizes a web page: a 1-3 sentence summary, 3-7 key points, its title, intended audience and estimated reading time; the page is fetched here (public addresses only) and truncation is reported. By the host\'s language model, billed by the tokens used.',
  input: v.strictObject({ url: webUrl(), instruction: instruction(1000) }),
  ...readsOnePage,
  keywords: ['summarize url', 'tldr of article', 'page summary', 'key points of a web page'],
  async handler(ctx) {
    const { input } = ctx
    const { value, model, page } = await readPage(ctx, {
      operation: 'summarize',
      instructions: 'Summarize the web page the user gives: its title, a summary of 1 to 3 sentences, 3 to 7 key points, and its intended audience in a few words. Use only the page\'s content.',
      content: (page) => `Page ${page.finalUrl}${page.title ? ` titled "${page.title}"` : ''}${page.truncated ? ' (cut)' : ''}:\n<<<\n${page.text}\n>>>`,
      schema,
      maxTokens: 1200,
    })
    return {
      url: input.url,
      finalUrl: page.finalUrl,
      summary: value.summary,
      keyPoints: value.keyPoints,
      title: page.title ?? value.title,
      audience: value.audience,
      estimatedReadingMinutes: Math.max(1, Math.round(page.words / WORDS_PER_MINUTE)),
      meta: pageMeta(page, model),
    }
  },
})
