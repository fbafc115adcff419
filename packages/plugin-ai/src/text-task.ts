import { defineOperation, type OperationContext, type OperationSource } from '@svc/core'
import { aiSettingsOf, type ChatModel, operationModel, runStructured, type StructuredTask } from '@svc/providers/openai'
import * as v from 'valibot'
import { text } from './inputs.ts'

export interface TextTask<S extends v.GenericSchema> {
  name: string
  /** What it reads: the model, and the local engine answering without one. */
  sources: readonly OperationSource[]
  description: string
  keywords: string[]
  /** The answer of a host with no text model for this operation (local fallback). */
  local: (ctx: OperationContext<{ text: string }>) => Promise<unknown>
  /** What the model is asked about the caller's text, the answer it must give, and how it is billed. */
  model: Pick<StructuredTask<S>, 'instructions' | 'schema' | 'maxTokens' | 'billing'>
  /** The model's answer as the operation answers it. */
  answer: (value: v.InferOutput<S>, text: string, model: ChatModel) => unknown
}

/**
 * An operation that reads the caller's text (entities, pii, sentiment): the host's text model answers,
 * or, on a host with none configured for it, the operation's local engine.
 */
export const textTask = <S extends v.GenericSchema>(task: TextTask<S>) =>
  defineOperation({
    name: task.name,
    sources: task.sources,
    method: 'POST',
    description: task.description,
    input: v.strictObject({ text: text() }),
    response: 'legacy',
    keywords: task.keywords,
    async handler(ctx) {
      if (!operationModel(aiSettingsOf(ctx.settings), task.name, 'text')) return task.local(ctx)
      const { value, model } = await runStructured(ctx, { operation: task.name, needs: 'text', content: ctx.input.text, ...task.model })
      return task.answer(value, ctx.input.text, model)
    },
  })
