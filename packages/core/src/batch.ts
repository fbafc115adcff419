import * as v from 'valibot'
import { defineOperation } from './define.ts'
import type { RegisteredOperation } from './registry.ts'

const MAX_CALLS = 50

const batchInput = v.strictObject({
  calls: v.pipe(
    v.array(v.strictObject({
      endpoint: v.pipe(v.string(), v.minLength(3), v.maxLength(64), v.regex(/^[a-z0-9-]+\.[a-z0-9-]+$/, 'must be <group>.<name> in lowercase letters, digits and hyphens')),
      params: v.optional(v.record(v.string(), v.unknown()), {}),
    })),
    v.minLength(1, 'must hold at least 1 call'),
    v.maxLength(MAX_CALLS, `must hold at most ${MAX_CALLS} calls`),
  ),
})

/**
 * `batch.run`: a plan of catalog calls that the pipeline validates, checks, charges (the exact sum,
 * once) and runs as one request. Its listed price is the cheapest call; a request pays its sum.
 */
export const batchOperation = defineOperation({
  group: 'batch',
  name: 'run',
  method: 'POST',
  description: 'Runs 1 to 50 catalog calls behind one payment whose price is the exact sum of the sub-calls; atomic: if any sub-call fails nothing is charged and the failing calls are returned.',
  input: batchInput,
  price: { from: 0.003, quote: () => 0 },
  response: 'legacy',
  keywords: ['batch', 'bulk', 'many calls', 'multiple', 'combine'],
  plan: (input) => input.calls,
})

/** Why an operation may not be part of a batch, or undefined when it may. */
export function batchIneligibility(operation: RegisteredOperation): string | undefined {
  if (operation.definition.plan) return 'batches cannot be nested'
  if (operation.deprecated) return 'deprecated operations are excluded from batches'
  if (operation.price.mode !== 'fixed') return 'variable-priced and up-to billed operations are excluded from batches'
  if (!operation.batchable) return 'this operation is excluded from batches'
  return undefined
}
