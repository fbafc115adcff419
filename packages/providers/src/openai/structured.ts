import { createError, type OperationContext } from '@svc/core'
import * as v from 'valibot'
import { type ChatMessage, complete, type ContentPart } from './client.ts'
import type { TokenUsage } from './pricing.ts'
import { noModel, operationModel } from './providers.ts'
import { aiSettingsOf, type ChatModel } from './settings.ts'
import { outputLimit } from './bounds.ts'

export interface StructuredTask<S extends v.GenericSchema> {
  /** Operation name (`classify`): picks the model and names the schema. */
  operation: string
  needs: 'text' | 'vision'
  /** What the model is asked to do. */
  instructions: string
  /** The caller's material: text, or text and images. */
  content: string | ContentPart[]
  /** The answer the model must give; checked, then retried once. */
  schema: S
  /** The JSON Schema sent instead of the one derived from `schema` (caller-given schemas). */
  jsonSchema?: Record<string, unknown>
  maxTokens: number
  /** Up-to billed operations report the tokens of the answer that was kept; `none` leaves it to the caller. */
  billing: 'usage' | 'fixed' | 'none'
  /** A model chosen by the operation (the council's synthesizer) instead of the configured one. */
  model?: ChatModel
}

export interface StructuredAnswer<T> {
  value: T
  model: ChatModel
  usage: TokenUsage
  costUsd: number
}

type Context = Pick<OperationContext<unknown>, 'settings' | 'upstream' | 'reportUsage'>

/**
 * Asks the operation's model for a JSON answer constrained by a schema, checks it against
 * the valibot schema, and asks once more (saying what was wrong) before failing with a 502
 * that charges nothing.
 */
export async function runStructured<S extends v.GenericSchema>(ctx: Context, task: StructuredTask<S>): Promise<StructuredAnswer<v.InferOutput<S>>> {
  const settings = aiSettingsOf(ctx.settings)
  const model = task.model ?? operationModel(settings, task.operation, task.needs)
  if (!model) throw noModel(task.operation, task.needs)
  // The schema converter loads on the first structured call, not when the plugin is imported (host start-up).
  const jsonSchema = task.jsonSchema ?? (await import('./json-schema.ts')).modelJsonSchema(task.schema)
  const strictSchema = task.jsonSchema === undefined
  const system = model.structured === 'json_schema'
    ? `${task.instructions}\nAnswer with JSON only.`
    : `${task.instructions}\nAnswer with one JSON object only, no prose, following this JSON Schema:\n${JSON.stringify(jsonSchema)}`
  const responseFormat = model.structured === 'json_schema'
    ? { type: 'json_schema', json_schema: { name: `svc_${task.operation.replace(/-/g, '_')}`, strict: strictSchema, schema: jsonSchema } }
    : model.structured === 'json_object' ? { type: 'json_object' } : undefined
  const messages: ChatMessage[] = [{ role: 'system', content: system }, { role: 'user', content: task.content }]
  let problem = ''
  for (let attempt = 1; attempt <= 2; attempt++) {
    const result = await complete({ upstream: ctx.upstream }, settings, model, { messages, maxTokens: Math.min(task.maxTokens, outputLimit(model)), temperature: 0, responseFormat })
    const checked = parseAnswer(result.content, task.schema, result.completion.choices[0]!.message.refusal)
    if (checked.ok) {
      if (task.billing === 'usage') ctx.reportUsage(result.costUsd, { model: model.id, ...result.usage })
      return { value: checked.value, model, usage: result.usage, costUsd: result.costUsd }
    }
    problem = checked.problem
    messages.push({ role: 'assistant', content: result.content }, { role: 'user', content: `That answer is not valid: ${problem}. Answer again with the JSON object only.` })
  }
  throw createError('UPSTREAM_FAILED', `The model ${model.id} answered ai.${task.operation} twice in a shape that does not match its output schema (${problem}); nothing was charged`)
}

type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string }

function parseAnswer<S extends v.GenericSchema>(content: string, schema: S, refusal: string | null | undefined): Parsed<v.InferOutput<S>> {
  if (refusal) return { ok: false, problem: `the model refused (${refusal.slice(0, 200)})` }
  let data: unknown
  try {
    data = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''))
  } catch {
    return { ok: false, problem: 'it is not JSON' }
  }
  const result = v.safeParse(schema, data)
  if (result.success) return { ok: true, value: result.output }
  const issue = result.issues[0]
  return { ok: false, problem: `at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}` }
}
