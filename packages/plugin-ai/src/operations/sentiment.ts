import * as v from 'valibot'
import { unit } from '../inputs.ts'
import { textTask } from '../text-task.ts'
import { sourcesInWords } from '@svc/core'

const schema = v.object({
  sentiment: v.picklist(['positive', 'negative', 'neutral', 'mixed']),
  polarity: v.pipe(v.number(), v.minValue(-1), v.maxValue(1)),
  confidence: unit,
  rationale: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
})

export default textTask({
  name: 'sentiment',
  sources: sourcesInWords('`textModel`; **local** without one: AFINN-165 lexicon'),
  description: 'Overall sentiment of a text (positive, negative, neutral or mixed) with a polarity from -1 to 1, a confidence and a one-line rationale, by the host\'s language model; a host with no model answers by the AFINN-165 lexicon of the sentiment library instead (local fallback, data.meta.engine "local").',
  keywords: ['sentiment analysis', 'opinion mining', 'is this review positive', 'tone of text', 'polarity'],
  async local({ input }) {
    // The lexicon loads on the first local call, not when the plugin is imported (host start-up).
    const { LEXICON_NOTE, lexiconSentiment } = await import('../local/sentiment.ts')
    return { ...lexiconSentiment(input.text), meta: { engine: 'local', library: 'sentiment', method: 'lexicon', note: LEXICON_NOTE } }
  },
  model: {
    instructions: 'Judge the overall sentiment of the user\'s text: positive, negative, neutral or mixed; its polarity from -1 (very negative) to 1 (very positive); your confidence from 0 to 1; and a one-line rationale.',
    schema,
    maxTokens: 300,
    billing: 'fixed',
  },
  answer: (value, _text, model) => ({ ...value, meta: { engine: 'model', model: model.id } }),
})
