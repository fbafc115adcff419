import { defineOperation, invalidField, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { aiSettingsOf, chatMaxCost, chatModel, checkOutputBound, complete } from '@svc/providers/openai'
import { MODEL_TABLE } from '../requirements.ts'

const message = v.strictObject({
  role: v.picklist(['system', 'user', 'assistant']),
  content: v.string(),
})

const input = v.strictObject({
  model: v.pipe(v.string(), v.minLength(1), v.maxLength(80)),
  messages: v.pipe(v.array(message), v.minLength(1)),
  max_tokens: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8192)), 1024),
  temperature: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(2))),
  top_p: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  stop: v.optional(v.union([v.string(), v.array(v.string())])),
})

type Input = v.InferOutput<typeof input>

/** The most the call can cost: the whole prompt and `max_tokens` of completion at the model's prices. */
function quote(body: Input, settings: Readonly<Record<string, unknown>>): number {
  const model = chatModel(aiSettingsOf(settings), body.model)
  checkOutputBound(model, body.max_tokens, 'max_tokens')
  // A reasoning model refuses sampling parameters: said before payment, not dropped silently.
  for (const field of ['temperature', 'top_p'] as const) {
    if (body[field] !== undefined && !model.sampling) throw invalidField(field, `${model.id} does not take ${field} (settings.ai.models.${model.id}.sampling is false)`)
  }
  return chatMaxCost(model, body.messages.map((item) => item.content), body.max_tokens)
}

export default defineOperation({
  name: 'chat',
  sources: sourcesInWords("the model's provider `POST /chat/completions`"),
  method: 'POST',
  description: 'Chat completion from a model of the host\'s table (any OpenAI-compatible provider): the 402 quotes the most the call can cost for max_tokens, and only the tokens actually used are settled.',
  input,
  price: { quote },
  response: 'legacy',
  requiredSettings: [MODEL_TABLE],
  keywords: ['llm', 'gpt', 'chat completion', 'ask a language model', 'openai compatible', 'generate text'],
  async handler({ input: body, settings, upstream, reportUsage }) {
    const ai = aiSettingsOf(settings)
    const model = chatModel(ai, body.model)
    const result = await complete({ upstream }, ai, model, {
      messages: body.messages,
      maxTokens: body.max_tokens,
      temperature: body.temperature,
      topP: body.top_p,
      stop: body.stop,
    })
    reportUsage(result.costUsd, { model: model.id, ...result.usage })
    const { completion } = result
    return {
      id: completion.id,
      object: 'chat.completion',
      created: completion.created,
      model: model.id,
      choices: completion.choices.map((choice) => ({
        index: choice.index,
        message: { role: 'assistant', content: choice.message.content, ...(choice.message.refusal ? { refusal: choice.message.refusal } : {}) },
        finish_reason: choice.finish_reason,
      })),
      usage: { prompt_tokens: result.usage.promptTokens, completion_tokens: result.usage.completionTokens, total_tokens: result.usage.promptTokens + result.usage.completionTokens },
    }
  },
})
