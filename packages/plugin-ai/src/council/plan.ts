import { createError, invalidField } from '@svc/core'
import { type AiSettings, type ChatModel, outputLimit, promptTokenBound, tokenCost } from '@svc/providers/openai'

export type CouncilMode = 'fast' | 'balanced' | 'deep'
export interface CouncilInput {
  prompt: string
  mode: CouncilMode
  models?: string[] | undefined
  maxTokens: number
}

export interface CouncilPlan {
  members: Array<{ model: ChatModel; maxTokens: number }>
  /** Named models the host cannot run, with why. */
  dropped: Array<{ model: string; reason: string }>
  /** A peer-refine round after the first answers (balanced and deep presets). */
  refine: boolean
  synthesizer: ChatModel | undefined
}

export const SYNTHESIS_MAX_TOKENS = 1200
/** Framing around the caller's prompt and the members' answers in every call, bounded generously. */
const FRAMING_BYTES = 2000

/** Which models sit: the preset or the caller's list; models the table lacks drop out; at least 2 must remain. */
export function councilPlan(settings: AiSettings, input: CouncilInput): CouncilPlan {
  const ids = input.models ?? settings.council[input.mode]
  if (!ids) throw createError('UPSTREAM_NOT_CONFIGURED', `The council preset "${input.mode}" is not configured on this host (settings.ai.council.${input.mode}); name the models instead`)
  const dropped: CouncilPlan['dropped'] = []
  const members: CouncilPlan['members'] = []
  for (const id of new Set(ids)) {
    const entry = settings.models[id]
    if (!entry) dropped.push({ model: id, reason: 'not served on this host' })
    else if (entry.kind !== 'chat') dropped.push({ model: id, reason: `an ${entry.kind} model` })
    else {
      const model = { ...entry, id }
      members.push({ model, maxTokens: Math.min(input.maxTokens, outputLimit(model)) })
    }
  }
  if (members.length < 2) {
    const why = `at least 2 council members must be available, and ${members.length} ${members.length === 1 ? 'is' : 'are'} (${dropped.map((item) => `${item.model}: ${item.reason}`).join('; ') || 'none named'})`
    throw input.models
      ? invalidField('models', `${why}; GET /api/ai/council/menu lists the models`)
      : createError('UNAVAILABLE', `The council preset "${input.mode}" cannot sit on this host: ${why}`)
  }
  const synthesizerId = settings.council.synthesizer
  return {
    members,
    dropped,
    refine: !input.models && input.mode !== 'fast',
    synthesizer: synthesizerId ? { ...(settings.models[synthesizerId] as Omit<ChatModel, 'id'>), id: synthesizerId } : undefined,
  }
}

/**
 * The most a council can cost: each member's first answer and refinement with every prompt
 * byte a token and every answer at its maximum, and the synthesis by the dearest candidate.
 */
export function councilMaxCost(plan: CouncilPlan, prompt: string): number {
  const promptTokens = promptTokenBound([prompt]) + FRAMING_BYTES
  const answersTokens = plan.members.reduce((sum, member) => sum + member.maxTokens, 0)
  let total = 0
  for (const { model, maxTokens } of plan.members) {
    total += tokenCost(model, promptTokens, maxTokens)
    if (plan.refine) total += tokenCost(model, promptTokens + answersTokens, maxTokens)
  }
  const candidates = plan.synthesizer ? [plan.synthesizer] : plan.members.map((member) => member.model)
  total += Math.max(...candidates.map((model) => tokenCost(model, promptTokens + answersTokens, Math.min(SYNTHESIS_MAX_TOKENS, outputLimit(model)))))
  return total
}
