import * as v from 'valibot'
import type { DetectOptions } from './detect.ts'
import type { WatcherKind } from './kinds.ts'

const number = (description: string) => v.optional(v.pipe(v.number(), v.finite(), v.description(description)))
const fieldPath = (fallback: string) => v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+){0,4}$/, 'must be a member name or dotted path'), v.description(`Member of the first row to watch (default ${fallback})`)))
const OPTION_NAMES = ['above', 'below', 'changePercent', 'field'] as const

/** The options of a kind's detection mode: thresholds for numbers, the member for fields. */
export function optionEntries(kind: WatcherKind): v.ObjectEntries {
  const detector = kind.detector
  if (detector.mode === 'value') {
    return {
      field: fieldPath(detector.field),
      above: number('Notify when the value rises above this'),
      below: number('Notify when the value falls below this'),
      changePercent: v.optional(v.pipe(v.number(), v.minValue(0.01), v.maxValue(10_000), v.description('Notify when the value moved this many percent from the last notified one (default 1 when no threshold is set)'))),
    }
  }
  return detector.mode === 'field' ? { field: fieldPath(detector.field) } : {}
}

/** A watcher's input less its URL and interval, split into the options of its detection and the params of the watched call. */
export function splitOptions(rest: Record<string, unknown>): { options: DetectOptions; params: Record<string, unknown> } {
  const options: DetectOptions = {}
  const params: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue
    if ((OPTION_NAMES as readonly string[]).includes(key)) (options as Record<string, unknown>)[key] = value
    else params[key] = value
  }
  return { options, params }
}
