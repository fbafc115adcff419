import { createError, defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { councilMaxCost, councilPlan } from '../council/plan.ts'
import { sitCouncil } from '../council/run.ts'
import { aiSettingsOf } from '@svc/providers/openai'
import { MODEL_TABLE } from '../requirements.ts'

const input = v.strictObject({
  prompt: v.pipe(v.string(), v.minLength(1), v.maxLength(12_000)),
  mode: v.optional(v.picklist(['fast', 'balanced', 'deep']), 'balanced'),
  models: v.optional(v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(80))), v.minLength(2), v.maxLength(8))),
  maxTokens: v.optional(v.pipe(v.number(), v.integer(), v.minValue(128), v.maxValue(4096)), 640),
})

export default defineOperation({
  name: 'council',
  sources: sourcesInWords("the members' providers, chat completions"),
  method: 'POST',
  description: 'Asks several models the same question at once (presets fast, balanced with a peer-refine round, deep with five models and refine; or 2-8 named models) and synthesizes one consensus with a confidence score and points of dissent, returning each member\'s answer. Unavailable members drop out; at least 2 must answer. Quoted maximum, billed by the tokens used.',
  input,
  price: { quote: (body, settings) => councilMaxCost(councilPlan(aiSettingsOf(settings), body), body.prompt) },
  response: 'legacy',
  requiredSettings: [MODEL_TABLE],
  keywords: ['multi-model consensus', 'ask several llms', 'model ensemble', 'second opinion ai', 'compare models answers'],
  async handler(ctx) {
    const { input: body } = ctx
    const settings = aiSettingsOf(ctx.settings)
    const plan = councilPlan(settings, body)
    const result = await sitCouncil(ctx, settings, plan, body.prompt)
    if (!result.synthesis) {
      throw createError('UPSTREAM_FAILED', `Only ${result.sitting} council member answered (${result.seats.filter((seat) => seat.status === 'dropped').map((seat) => `${seat.model}: ${seat.reason}`).join('; ')}); at least 2 must. Nothing was charged`)
    }
    const { totals } = result
    ctx.reportUsage(totals.usd, { calls: totals.calls, promptTokens: totals.promptTokens, completionTokens: totals.completionTokens })
    return {
      mode: body.models ? 'custom' : body.mode,
      consensus: result.synthesis.consensus,
      confidence: result.synthesis.confidence,
      dissent: result.synthesis.dissent,
      members: result.seats,
      synthesizer: result.synthesis.model,
      rounds: plan.refine ? 2 : 1,
    }
  },
})
