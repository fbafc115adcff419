import { WrongAnswerError, type RawAnswer } from './transport.ts'
import type { UpstreamDefinition, UpstreamRequest } from './types.ts'

type Accept = NonNullable<UpstreamRequest['accept']>

/** The `accept` functions each answer passed: a cached answer the memory cache hands back again is not asked again by the same one. */
const passed = new WeakMap<RawAnswer, WeakSet<Accept>>()

/**
 * Asks the adapter's `accept` whether a 2xx answer is one it can use (`data` as its schema reads it, when it has one).
 * `false`, a reason or a throw refuses it: a WrongAnswerError (`unusable`), which is never cached, shared or retried.
 */
export async function acceptAnswer(definition: UpstreamDefinition, accept: Accept, answer: RawAnswer, data: unknown): Promise<void> {
  if (passed.get(answer)?.has(accept)) return
  let verdict: unknown
  try {
    verdict = await accept(data, { status: answer.status, headers: new Headers(answer.headers) })
  } catch (error) {
    if (error instanceof WrongAnswerError) throw error
    const why = error instanceof Error ? error.message : String(error)
    throw new WrongAnswerError('unusable', why || unusable(definition), answer.status, undefined, error)
  }
  if (verdict === false || typeof verdict === 'string') {
    throw new WrongAnswerError('unusable', verdict === false || verdict === '' ? unusable(definition) : `${unusable(definition)}: ${verdict}`, answer.status)
  }
  const seen = passed.get(answer) ?? new WeakSet<Accept>()
  seen.add(accept)
  passed.set(answer, seen)
}

const unusable = (definition: UpstreamDefinition) => `${definition.name} sent an answer that cannot be used`
