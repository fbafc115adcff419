import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { languageTag, text } from '../inputs.ts'
import { runStructured } from '@svc/providers/openai'
import { TEXT_MODEL } from '../requirements.ts'

const schema = v.object({
  text: v.pipe(v.string(), v.minLength(1)),
  detectedSourceLanguage: languageTag,
  confidence: v.picklist(['high', 'medium', 'low']),
})

export default defineOperation({
  name: 'translate',
  sources: sourcesInWords('`textModel`'),
  method: 'POST',
  description: 'Translates a text (up to 6,000 characters) into a BCP-47 target language, detecting the source language when not given, with a confidence level; by the host\'s language model, billed by the tokens used.',
  input: v.strictObject({ text: text(6000), targetLanguage: languageTag, sourceLanguage: v.optional(languageTag) }),
  response: 'legacy',
  requiredSettings: [TEXT_MODEL],
  keywords: ['translation', 'translate to english', 'language translation', 'localize text'],
  async handler(ctx) {
    const { input } = ctx
    const { value, model } = await runStructured(ctx, {
      operation: 'translate',
      needs: 'text',
      instructions: `Translate the user's text into ${input.targetLanguage}${input.sourceLanguage ? ` from ${input.sourceLanguage}` : ''}. Keep meaning, tone and formatting; translate, do not answer it. Give the source language as a BCP-47 tag${input.sourceLanguage ? ` (${input.sourceLanguage})` : ''} and your confidence in the translation (high, medium or low).`,
      content: input.text,
      schema,
      // Up to about 2 tokens a character in scripts such as CJK, with headroom for the JSON.
      maxTokens: Math.min(16_000, input.text.length * 2 + 200),
      billing: 'usage',
    })
    return {
      text: value.text,
      targetLanguage: input.targetLanguage,
      detectedSourceLanguage: input.sourceLanguage ?? value.detectedSourceLanguage,
      confidence: value.confidence,
      meta: { engine: 'model', model: model.id },
    }
  },
})
