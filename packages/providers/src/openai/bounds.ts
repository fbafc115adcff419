import { invalidField } from '@svc/core'
import type { ChatModel } from './settings.ts'

/** The most completion tokens one call to the model may ask for. */
export function outputLimit(model: ChatModel): number {
  return Math.min(model.maxOutput ?? model.context - 1, model.context - 1)
}

/** A completion may ask for at most the model's output limit, and less than its context. */
export function checkOutputBound(model: ChatModel, maxTokens: number, field: string): void {
  const limit = outputLimit(model)
  if (maxTokens > limit) {
    throw invalidField(field, `${model.id} generates at most ${limit} tokens per call`)
  }
}
