import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { instruction, languageTag, webUrl } from '../inputs.ts'
import { precheckUrl } from '../net/precheck.ts'
import { aiSettingsOf, operationModel } from '@svc/providers/openai'
import { runImageTask } from '../structured/image-task.ts'

const schema = v.object({
  text: v.string(),
  tables: v.pipe(v.array(v.string()), v.maxLength(20)),
  language: v.union([v.literal('und'), languageTag]),
  handwriting: v.boolean(),
})

export default defineOperation({
  name: 'ocr',
  sources: sourcesInWords('the image (URL guard) + `visionModel`; **local** without one: tesseract.js'),
  method: 'POST',
  description: 'Reads the text of an image (URL, JPEG/PNG/GIF/WebP, at most 1 MB) in reading order, with detected tables as Markdown, the primary language and whether it is handwritten. By the host\'s vision model, billed by the tokens used. A host with no vision model reads printed text with Tesseract (the tesseract.js library) instead, without tables or handwriting detection (local fallback, data.meta.engine "local").',
  input: v.strictObject({ imageUrl: webUrl(), instruction: instruction(500) }),
  effects: ['fetch'],
  response: 'legacy',
  keywords: ['optical character recognition', 'image to text', 'read text from picture', 'scan document', 'extract table from image', 'tesseract', 'offline ocr'],
  // A forbidden address known without a lookup can only fail: the 400 comes before any 402.
  check: (input) => precheckUrl(input.imageUrl, 'imageUrl'),
  async handler(ctx) {
    if (!operationModel(aiSettingsOf(ctx.settings), 'ocr', 'vision')) {
      // sharp (a native addon) loads on the first local read, not when the plugin is imported (host start-up).
      const { localOcr } = await import('../local/ocr/read.ts')
      return localOcr(ctx, ctx.input)
    }
    return runImageTask(ctx, {
      operation: 'ocr',
      imageUrl: ctx.input.imageUrl,
      instruction: ctx.input.instruction,
      instructions: 'Transcribe all text of the image exactly, in reading order. Give each table also as a GitHub-flavoured Markdown table. Give the primary language as a BCP-47 tag ("und" when there is no text) and whether the text is handwritten.',
      request: 'Transcribe this image.',
      schema,
      maxTokens: 4000,
    })
  },
})
