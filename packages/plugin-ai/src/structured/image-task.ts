import type { OperationContext } from '@svc/core'
import type * as v from 'valibot'
import { fetchImage } from '../sources/image.ts'
import { runStructured } from '@svc/providers/openai'

export interface ImageTask<S extends v.GenericSchema> {
  operation: string
  imageUrl: string
  instruction?: string | undefined
  /** What the model is asked to do with the image. */
  instructions: string
  /** The user's words when the caller gave no instruction. */
  request: string
  schema: S
  maxTokens: number
}

/** Fetches the caller's image through the URL guard and asks the vision model about it; answers `{ imageUrl, ...answer, meta }`. */
export async function runImageTask<S extends v.GenericSchema>(ctx: Pick<OperationContext<unknown>, 'settings' | 'upstream' | 'signal' | 'reportUsage'>, task: ImageTask<S>) {
  const image = await fetchImage(task.imageUrl, ctx.signal)
  const { value, model } = await runStructured(ctx, {
    operation: task.operation,
    needs: 'vision',
    instructions: task.instructions,
    content: [{ type: 'text', text: task.instruction ? `Caller's instruction: ${task.instruction}` : task.request }, { type: 'image_url', image_url: { url: image.dataUrl } }],
    schema: task.schema,
    maxTokens: task.maxTokens,
    billing: 'usage',
  })
  return { imageUrl: task.imageUrl, ...(value as Record<string, unknown>), meta: { engine: 'model', model: model.id } }
}
