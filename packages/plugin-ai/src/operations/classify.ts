import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { text, unit } from '../inputs.ts'
import { runStructured } from '@svc/providers/openai'
import { TEXT_MODEL } from '../requirements.ts'

export default defineOperation({
  name: 'classify',
  sources: sourcesInWords('`textModel`, chat completions'),
  method: 'POST',
  description: 'Assigns the caller\'s labels to a text (one, or several with multiLabel) with a confidence score and a one-line rationale, by the host\'s language model.',
  input: v.strictObject({
    text: text(),
    labels: v.pipe(
      v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(60))),
      v.minLength(2),
      v.maxLength(20),
      v.check((labels) => new Set(labels).size === labels.length, 'must not repeat a label'),
    ),
    multiLabel: v.optional(v.boolean(), false),
  }),
  response: 'legacy',
  requiredSettings: [TEXT_MODEL],
  keywords: ['text classification', 'categorize text', 'zero-shot labels', 'topic tagging', 'intent detection'],
  async handler(ctx) {
    const { input } = ctx
    const schema = v.object({
      labels: v.pipe(v.array(v.picklist(input.labels)), v.minLength(1), v.maxLength(input.multiLabel ? input.labels.length : 1)),
      confidence: unit,
      rationale: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
    })
    const { value, model } = await runStructured(ctx, {
      operation: 'classify',
      needs: 'text',
      instructions: `Classify the user's text with ${input.multiLabel ? 'every label that applies' : 'the single best label'} among: ${JSON.stringify(input.labels)}. Give your confidence from 0 to 1 and a one-line rationale.`,
      content: input.text,
      schema,
      maxTokens: 400,
      billing: 'fixed',
    })
    const labels = [...new Set(value.labels)]
    return { label: labels[0], labels, multiLabel: input.multiLabel, confidence: value.confidence, rationale: value.rationale, meta: { engine: 'model', model: model.id } }
  },
})
