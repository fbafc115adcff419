import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { text, unit } from '../inputs.ts'
import { aiSettingsOf, operationModel, runStructured } from '@svc/providers/openai'

const schema = v.object({
  sentiment: v.picklist(['positive', 'negative', 'neutral', 'mixed']),
  polarity: v.pipe(v.number(), v.minValue(-1), v.maxValue(1)),
  confidence: unit,
  rationale: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
})

export default defineOperation({
  name: 'sentiment',
  method: 'POST',
  description: 'Overall sentiment of a text (positive, negative, neutral or mixed) with a polarity from -1 to 1, a confidence and a one-line rationale, by the host\'s language model; a host with no model answers by the AFINN-165 lexicon of the sentiment library instead (local fallback, data.meta.engine "local").',
  input: v.strictObject({ text: text() }),
  response: 'legacy',
  keywords: ['sentiment analysis', 'opinion mining', 'is this review positive', 'tone of text', 'polarity'],
  async handler(ctx) {
    if (!operationModel(aiSettingsOf(ctx.settings), 'sentiment', 'text')) {
      // The lexicon loads on the first local call, not when the plugin is imported (host start-up).
      const { LEXICON_NOTE, lexiconSentiment } = await import('../local/sentiment.ts')
      return { ...lexiconSentiment(ctx.input.text), meta: { engine: 'local', library: 'sentiment', method: 'lexicon', note: LEXICON_NOTE } }
    }
    const { value, model } = await runStructured(ctx, {
      operation: 'sentiment',
      needs: 'text',
      instructions: 'Judge the overall sentiment of the user\'s text: positive, negative, neutral or mixed; its polarity from -1 (very negative) to 1 (very positive); your confidence from 0 to 1; and a one-line rationale.',
      content: ctx.input.text,
      schema,
      maxTokens: 300,
      billing: 'fixed',
    })
    return { ...value, meta: { engine: 'model', model: model.id } }
  },
})
