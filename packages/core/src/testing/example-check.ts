import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { expect } from 'vitest'
import type { PluginDefinition } from '../define.ts'
import { type GivenCall, shortenAnswer, type RecordedExample, type RecordedExamples } from '../examples.ts'
import type { RegisteredOperation, Registry } from '../registry.ts'
import type { UpstreamDefinition } from '../upstream/types.ts'
import { differingPaths, firstDifference, maskPaths } from './answer-paths.ts'
import type { ExampleHost } from './example-host.ts'

/** Set (to anything but 0) to record the examples file instead of checking it. */
export const RECORD_EXAMPLES_ENV = 'SVC_RECORD_EXAMPLES'

export const recordingExamples = (): boolean => !['', '0', undefined].includes(process.env[RECORD_EXAMPLES_ENV])

export interface ExampleRun {
  plugin: PluginDefinition
  /** The plugin's operations and those it calls (other plugins given to testPlugin). */
  registry: Registry
  host: ExampleHost
  /** Upstream ids served from fixtures. */
  served: Set<string>
  /** The plugin's examples file, when it keeps one: every operation must then have an answer or say why not. */
  file?: string | undefined
  /** Params of testPlugin's `examples`, the last resort when recording an operation without any. */
  params: Record<string, Record<string, unknown>>
  /** Operations whose example needs a service missing here, and why: not called. */
  missing?: Map<string, string>
}

const VOLATILE = '(differs per call)'

/** Checks that every operation still answers the example its docs page shows. */
export async function checkExamples(run: ExampleRun): Promise<void> {
  const recorded = run.plugin.examples ?? {}
  const problems: string[] = []
  for (const operation of ownOperations(run)) {
    const example = operation.example
    const entry = recorded[operation.id]
    if (example?.answer === undefined) {
      if (entry?.answer !== undefined) problems.push(`${operation.id}: recorded with other params than the operation's example.params`)
      else if (run.file && !entry?.unrecorded) problems.push(`${operation.id}: no example answer (give it params in the examples file and record, or say why in "unrecorded")`)
      continue
    }
    const missing = run.missing?.get(operation.id)
    if (missing) {
      console.log(`${operation.id}: example not checked, ${missing}`)
      continue
    }
    const unserved = unservedUpstreams(operation, run, example.given)
    if (unserved.length > 0) {
      problems.push(`${operation.id}: serve ${unserved.join(', ')} from fixtures (testPlugin's upstreams) so its example is checked`)
      continue
    }
    const live = await run.host.call(operation, example.params, example.given)
    if (live.status !== 200) {
      problems.push(`${operation.id}: the example answered ${live.status} ${live.failure}`)
      continue
    }
    const expected = maskPaths(example.answer, example.volatile, VOLATILE)
    const actual = maskPaths(example.shortened ? shortenAnswer(live.data) : live.data, example.volatile, VOLATILE)
    if (actual.missing.length > 0) problems.push(`${operation.id}: the answer lacks ${actual.missing.join(', ')}`)
    else if (!isDeepStrictEqual(expected.masked, actual.masked)) problems.push(`${operation.id}: answers otherwise than its example, ${firstDifference(expected.masked, actual.masked)}`)
  }
  const own = new Set(ownOperations(run).map((operation) => operation.id))
  for (const id of Object.keys(recorded)) if (!own.has(id)) problems.push(`${id}: in the examples file but not an operation of ${run.plugin.name}`)
  if (run.host.refused.length > 0) problems.push(`examples reached off the machine: ${run.host.refused.join(', ')}`)
  expect(problems, `examples of ${run.plugin.name} are out of date; re-record them with ${recordCommand()}${list(problems)}`).toEqual([])
}

/** Calls every operation with its example params and writes the answers to the examples file. */
export async function recordExamples(run: ExampleRun): Promise<void> {
  if (!run.file) throw new Error(`${RECORD_EXAMPLES_ENV} is set: give testPlugin the plugin's examplesFile to record into`)
  const previous: RecordedExamples = existsSync(run.file) ? JSON.parse(readFileSync(run.file, 'utf8')) : {}
  const next: RecordedExamples = {}
  const notes: string[] = []
  const failures: string[] = []
  for (const operation of ownOperations(run)) {
    const { id, definition } = operation
    const old = previous[id]
    if (definition.example?.answer !== undefined) continue // declared inline, checked like the recorded ones
    if (old?.unrecorded) {
      next[id] = old
      notes.push(`${id}: not recorded (${old.unrecorded})`)
      continue
    }
    const missing = run.missing?.get(id)
    if (missing) {
      if (old) next[id] = old
      notes.push(`${id}: not recorded, ${missing}`)
      continue
    }
    const params = definition.example?.params ?? old?.params ?? run.params[id]
    if (!params) {
      if (old) next[id] = old
      notes.push(`${id}: no params to call it with`)
      continue
    }
    // What the author wrote stays: what the fixtures stand for, the calls that set the example up.
    const written: Pick<RecordedExample, 'fixturesFor' | 'given'> = { ...(old?.fixturesFor ? { fixturesFor: old.fixturesFor } : {}), ...(old?.given ? { given: old.given } : {}) }
    const unserved = unservedUpstreams(operation, run, old?.given)
    if (unserved.length > 0) {
      next[id] = { params, ...written }
      notes.push(`${id}: not recorded, ${unserved.join(', ')} not served from fixtures`)
      continue
    }
    const first = await run.host.call(operation, params, old?.given)
    if (first.status !== 200) {
      next[id] = { params, ...written }
      failures.push(`${id}: answered ${first.status} ${first.failure}`)
      continue
    }
    const answer = shortenAnswer(first.data)
    const second = await run.host.call(operation, params, old?.given)
    // Paths the file already calls volatile stay so: an author declares there what differs between machines (a PNG's bytes).
    const detected = second.status === 200 ? differingPaths(answer, shortenAnswer(second.data)) : ['.']
    const volatile = [...new Set([...detected, ...(old?.volatile ?? [])])].sort()
    if (volatile.includes('.')) failures.push(`${id}: answers something else at each call`)
    const declared = new Set(declaredUpstreams(operation, run, old?.given).map((upstream) => upstream.name))
    const undeclared = (first.providers ?? []).filter((name) => !declared.has(name)).sort()
    next[id] = { params, ...written, ...(undeclared.length > 0 ? { providers: undeclared } : {}), answer, ...(isDeepStrictEqual(answer, first.data) ? {} : { shortened: true }), ...(volatile.length > 0 ? { volatile } : {}) }
  }
  const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => (a < b ? -1 : 1)))
  writeFileSync(run.file, `${JSON.stringify(sorted, null, 2)}\n`)
  const answered = Object.values(sorted).filter((entry) => entry.answer !== undefined).length
  console.log([`${run.plugin.name}: ${answered} example answers recorded in ${run.file}`, ...notes].join('\n  '))
  if (run.host.refused.length > 0) failures.push(`examples reached off the machine: ${run.host.refused.join(', ')}`)
  expect(failures, `examples of ${run.plugin.name} that could not be recorded (fix their params or fixtures, or say why in "unrecorded"):${list(failures)}`).toEqual([])
}

const list = (lines: string[]): string => lines.map((line) => `\n  - ${line}`).join('')

function ownOperations(run: ExampleRun): RegisteredOperation[] {
  // By id: a plugin's operations list its aliases only when it was made by definePlugin (withAliases).
  const ids = new Set(run.plugin.operations.map((operation) => `${operation.group ?? run.plugin.group}.${operation.name}`))
  return run.registry.operations.filter((operation) => ids.has(operation.id))
}

/** The upstreams an example declares: the operation's, those of the operations it calls and of its given calls. */
function declaredUpstreams(operation: RegisteredOperation, run: ExampleRun, given: GivenCall[] = []): UpstreamDefinition[] {
  const called = [...(operation.definition.requires ?? []), ...given.map((step) => step.endpoint)].map((id) => run.registry.byId.get(id)?.definition)
  return [operation.definition, ...called].flatMap((definition) => definition?.upstreams ?? [])
}

/** Declared upstreams the test does not serve. */
function unservedUpstreams(operation: RegisteredOperation, run: ExampleRun, given: GivenCall[] = []): string[] {
  return [...new Set(declaredUpstreams(operation, run, given).map((upstream) => upstream.id))].filter((id) => !run.served.has(id))
}

/** The command that re-records, from the workspace root (the nearest folder up with a pnpm-workspace.yaml) when there is one. */
function recordCommand(): string {
  const file = expect.getState().testPath
  if (!file) return `${RECORD_EXAMPLES_ENV}=1 vitest run <this test file>`
  let root = dirname(file)
  while (!existsSync(join(root, 'pnpm-workspace.yaml')) && dirname(root) !== root) root = dirname(root)
  return `${RECORD_EXAMPLES_ENV}=1 pnpm vitest run ${relative(existsSync(join(root, 'pnpm-workspace.yaml')) ? root : process.cwd(), file)}`
}
