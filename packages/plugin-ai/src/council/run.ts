import { isApiError, type OperationContext } from '@svc/core'
import * as v from 'valibot'
import { type AiSettings, type ChatModel, complete, runStructured } from '@svc/providers/openai'
import { unit } from '../inputs.ts'
import { type CouncilPlan, SYNTHESIS_MAX_TOKENS } from './plan.ts'

type Context = Pick<OperationContext<unknown>, 'settings' | 'upstream' | 'reportUsage'>

export interface Seat {
  model: string
  status: 'answered' | 'dropped'
  answer: string | null
  refined: boolean
  reason?: string
}

const ANSWER = 'You are one member of a council of AI models answering the same question independently. Answer it well and concisely.'
const REFINE = 'You are one member of a council of AI models. Below are the question and every member\'s answer, yours marked. Reconsider: keep what is right, fix what the others show wrong, and give your revised answer alone.'
const SYNTHESIZE = 'You chair a council of AI models. From the question and the members\' final answers, write the consensus answer, your confidence from 0 to 1 that it is right (lower when members disagree), and each point of dissent with the members who hold it.'

/** Why a member could not answer, in a few words for the caller. */
function reasonOf(error: unknown): string {
  if (isApiError(error)) return error.code === 'UPSTREAM_RATE_LIMIT' ? 'rate limited by its provider' : error.code === 'UPSTREAM_TIMEOUT' ? 'timed out' : error.code === 'UPSTREAM_NOT_CONFIGURED' ? 'its provider is not configured' : error.message
  return 'failed'
}

/** Runs the council: concurrent answers (failures drop out), an optional peer-refine round, then a synthesis. */
export async function sitCouncil(ctx: Context, settings: AiSettings, plan: CouncilPlan, prompt: string) {
  const call = { upstream: ctx.upstream }
  const totals = { usd: 0, promptTokens: 0, completionTokens: 0, calls: 0 }
  const count = (result: { costUsd: number; usage: { promptTokens: number; completionTokens: number } }) => {
    totals.usd += result.costUsd
    totals.promptTokens += result.usage.promptTokens
    totals.completionTokens += result.usage.completionTokens
    totals.calls++
  }
  const seats: Seat[] = plan.dropped.map((item) => ({ model: item.model, status: 'dropped', answer: null, refined: false, reason: item.reason }))
  const first = await Promise.allSettled(plan.members.map(({ model, maxTokens }) => complete(call, settings, model, { messages: [{ role: 'system', content: ANSWER }, { role: 'user', content: prompt }], maxTokens, temperature: 0.7 })))
  const sitting: Array<{ model: ChatModel; maxTokens: number; seat: Seat }> = []
  first.forEach((outcome, i) => {
    const { model, maxTokens } = plan.members[i]!
    if (outcome.status === 'fulfilled' && outcome.value.content.trim()) {
      count(outcome.value)
      const seat: Seat = { model: model.id, status: 'answered', answer: outcome.value.content.trim(), refined: false }
      seats.push(seat)
      sitting.push({ model, maxTokens, seat })
    } else {
      if (outcome.status === 'fulfilled') count(outcome.value)
      seats.push({ model: model.id, status: 'dropped', answer: null, refined: false, reason: outcome.status === 'rejected' ? reasonOf(outcome.reason) : 'answered nothing' })
    }
  })
  if (sitting.length < 2) return { seats, sitting: sitting.length, totals }
  if (plan.refine) {
    const transcript = (self: string) => sitting.map(({ model, seat }) => `[${model.id}${model.id === self ? ' (you)' : ''}]\n${seat.answer}`).join('\n\n')
    const second = await Promise.allSettled(sitting.map(({ model, maxTokens }) => complete(call, settings, model, {
      messages: [{ role: 'system', content: REFINE }, { role: 'user', content: `Question:\n${prompt}\n\nAnswers:\n${transcript(model.id)}` }],
      maxTokens,
      temperature: 0.3,
    })))
    second.forEach((outcome, i) => {
      if (outcome.status !== 'fulfilled') return
      count(outcome.value)
      if (outcome.value.content.trim()) Object.assign(sitting[i]!.seat, { answer: outcome.value.content.trim(), refined: true })
    })
  }
  const ids = sitting.map(({ model }) => model.id) as [string, ...string[]]
  const synthesis = await runStructured(ctx, {
    operation: 'council',
    needs: 'text',
    model: plan.synthesizer ?? sitting[0]!.model,
    instructions: SYNTHESIZE,
    content: `Question:\n${prompt}\n\nFinal answers:\n${sitting.map(({ model, seat }) => `[${model.id}]\n${seat.answer}`).join('\n\n')}`,
    schema: v.object({
      consensus: v.pipe(v.string(), v.minLength(1)),
      confidence: unit,
      dissent: v.array(v.object({ point: v.pipe(v.string(), v.minLength(1), v.maxLength(600)), members: v.pipe(v.array(v.picklist(ids)), v.minLength(1)) })),
    }),
    maxTokens: SYNTHESIS_MAX_TOKENS,
    billing: 'none',
  })
  count(synthesis)
  return { seats, sitting: sitting.length, totals, synthesis: { ...synthesis.value, model: synthesis.model.id } }
}
