import type { InputSchema, OperationContext, OperationDefinition } from '@svc/core'
import { runStructured, type StructuredAnswer } from '@svc/providers/openai'
import { fetchPage, type Page } from '@svc/providers/web-page'
import type * as v from 'valibot'
import { precheckUrl } from './net/precheck.ts'
import { TEXT_MODEL } from './requirements.ts'

/**
 * What an operation that has the text model read one web page declares: it fetches (public addresses only) and needs
 * the text model; a forbidden address known without a lookup can only fail, so its 400 comes before any 402.
 */
export const readsOnePage: Pick<OperationDefinition<InputSchema>, 'effects' | 'response' | 'requiredSettings'> & { check: (input: { url: string }) => void } = {
  effects: ['fetch'],
  response: 'legacy',
  requiredSettings: [TEXT_MODEL],
  check: (input) => precheckUrl(input.url, 'url'),
}

export interface PageTask<S extends v.GenericSchema> {
  operation: string
  /** What the model is asked to do with the page; the caller's own `instruction` is appended when given. */
  instructions: string
  /** How the page is put before the model. */
  content: (page: Page) => string
  schema: S
  jsonSchema?: Record<string, unknown>
  maxTokens: number
}

/** The caller's page and instruction, as every page operation takes them. */
type PageInput = { url: string; instruction?: string | undefined }

/** Fetches the caller's page (`input.url`) and has the text model answer about it, billed by the tokens used. */
export async function readPage<S extends v.GenericSchema>(ctx: Pick<OperationContext<PageInput>, 'input' | 'settings' | 'upstream' | 'reportUsage' | 'signal'>, task: PageTask<S>): Promise<StructuredAnswer<v.InferOutput<S>> & { page: Page }> {
  const { instruction } = ctx.input
  const page = await fetchPage(ctx.input.url, ctx.signal)
  const answer = await runStructured(ctx, {
    operation: task.operation,
    needs: 'text',
    instructions: instruction ? `${task.instructions} Caller's instruction: ${instruction}` : task.instructions,
    content: task.content(page),
    schema: task.schema,
    ...(task.jsonSchema ? { jsonSchema: task.jsonSchema } : {}),
    maxTokens: task.maxTokens,
    billing: 'usage',
  })
  return { ...answer, page }
}

/** The `meta` of a page operation's answer: whether the page was cut, and the model that read it. */
export const pageMeta = (page: Page, model: { id: string }) => ({ truncated: page.truncated, engine: 'model', model: model.id })
