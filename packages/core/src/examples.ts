import { isDeepStrictEqual } from 'node:util'
import type { OperationDefinition } from './define.ts'

/** A call made before an example on the same host, to set up what it reads (a key it gets, a lock it releases). */
export interface GivenCall {
  /** Operation id. */
  endpoint: string
  params: Record<string, unknown>
}

/**
 * One operation's entry in a plugin's examples file (`src/examples.json`, operation id -> entry),
 * written by `SVC_RECORD_EXAMPLES=1` runs of the plugin's `testPlugin` and checked by every other run.
 */
export interface RecordedExample {
  /** The call's params (query of a GET, body of a POST); prefilled in the docs samples and try-it. */
  params: Record<string, unknown>
  /** The `data` the operation answered (for a binary answer: its content type, size and digest). */
  answer?: unknown
  /** Lists and texts of the answer were cut for the page (`shortenAnswer`); the check cuts the live answer alike. */
  shortened?: boolean
  /** Dot paths (`items.0.id`) whose values differ from call to call: the check only asks that they are there. */
  volatile?: string[]
  /** Calls made first on the same host (an example of store.kv-get puts the key it gets). */
  given?: GivenCall[]
  /** Why this operation has no recorded answer (a browser it needs, a service tests cannot serve...). */
  unrecorded?: string
  /** Providers the example called that the operation does not declare (an engine chosen by settings): recorded. */
  providers?: string[]
  /**
   * What the test served the answer from when the operation reaches services no upstream declares
   * (`"DNS blocklists, answered by a local DNS server"`): the page then says so instead of "computed on the host".
   */
  fixturesFor?: string
}

export type RecordedExamples = Record<string, RecordedExample>

/** An operation's example as its docs page shows it. */
export interface OperationExample {
  params: Record<string, unknown>
  answer?: unknown
  shortened: boolean
  volatile: string[]
  given: GivenCall[]
  /**
   * Where the answer comes from: `fixtures` when the operation (or one it calls) asks upstream providers,
   * whose answers the plugin's tests serve from recorded fixtures; `host` when it is computed on the host.
   */
  origin: 'fixtures' | 'host'
  /** Names of the providers the fixtures stand for (origin `fixtures`). */
  providers: string[]
}

/**
 * The example of an operation: its inline `example` (params, and an answer if it declares one), else its
 * recorded entry. A recorded answer counts only while the operation declares no other params: otherwise it
 * is stale, the docs show no answer, and `testPlugin` asks for a new recording.
 */
export function exampleOf(definition: OperationDefinition<any>, recorded: RecordedExample | undefined): OperationExample | undefined {
  const declared = definition.example
  const host: { origin: 'host'; providers: string[] } = { origin: 'host', providers: [] }
  if (declared?.answer !== undefined) return { params: declared.params, answer: declared.answer, shortened: false, volatile: [], given: [], ...host }
  if (recorded && (!declared || isDeepStrictEqual(declared.params, recorded.params))) {
    return {
      params: recorded.params,
      ...(recorded.answer === undefined ? {} : { answer: recorded.answer }),
      shortened: recorded.shortened === true,
      volatile: recorded.volatile ?? [],
      given: recorded.given ?? [],
      ...(recorded.fixturesFor || recorded.providers?.length ? { origin: 'fixtures', providers: [...(recorded.providers ?? []), ...(recorded.fixturesFor ? [recorded.fixturesFor] : [])] } : host),
    }
  }
  return declared ? { params: declared.params, shortened: false, volatile: [], given: [], ...host } : undefined
}

/** How far a recorded answer is cut for the page: lists of records, lists of plain values, texts. */
export const SHORTENED = { records: 3, values: 10, characters: 300 } as const

/** The answer as the page shows it: long lists and texts cut (`total` members still count everything). */
export function shortenAnswer(value: unknown): unknown {
  if (typeof value === 'string') return value.length > SHORTENED.characters ? `${value.slice(0, SHORTENED.characters)}…` : value
  if (Array.isArray(value)) {
    const plain = value.every((item) => item === null || typeof item !== 'object')
    return value.slice(0, plain ? SHORTENED.values : SHORTENED.records).map(shortenAnswer)
  }
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, shortenAnswer(member)]))
  return value
}
