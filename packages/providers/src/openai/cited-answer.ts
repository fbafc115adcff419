import type { OperationContext } from '@svc/core'
import * as v from 'valibot'
import type { ChatModel } from './settings.ts'
import { runStructured, type StructuredTask } from './structured.ts'

/** A model's answer drawn from numbered sources: its text, the numbers it cites, and the model that wrote it. */
export interface CitedAnswer {
  answer: string
  cited: Set<number>
  model: ChatModel
}

/**
 * Asks the operation's model to answer from numbered sources (search results put in `content` as `[n] ...`): the
 * answer (1-4000 characters) and the numbers it cites, each one of `numbers`.
 */
export async function citedAnswer(ctx: Pick<OperationContext<unknown>, 'settings' | 'upstream' | 'reportUsage'>, task: Omit<StructuredTask<v.GenericSchema>, 'schema' | 'jsonSchema'> & { numbers: readonly number[] }): Promise<CitedAnswer> {
  const { numbers, ...asked } = task
  const { value, model } = await runStructured(ctx, {
    ...asked,
    schema: v.object({
      answer: v.pipe(v.string(), v.minLength(1), v.maxLength(4000)),
      citations: v.array(v.picklist(numbers.map(String) as [string, ...string[]])),
    }),
  })
  return { answer: value.answer, cited: new Set(value.citations.map(Number)), model }
}
