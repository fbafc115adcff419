import { defineOperation, keyOf, listAnswer, rowLimit, sourceOf, type OperationSource } from '@svc/core'
import { fred, fredSeries, type Observation } from '@svc/providers/fred'
import * as v from 'valibot'

/** A FRED series an operation offers by name: its id and what it measures. */
export interface NamedSeries {
  series: string
  title: string
}

/**
 * A GET operation reading one of a table of FRED series, chosen by the input member `choice` (default `fallback`),
 * with `limit` (1-600, default 12): its newest observations, one row each made by `item`, newest first. Its
 * answers are kept 3 h; `units` is FRED's (`pc1`: the percent change from a year ago).
 */
export function fredChoiceOperation<const C extends Readonly<Record<string, NamedSeries>>>(spec: {
  name: string
  description: string
  keywords: string[]
  sources: readonly OperationSource[]
  choice: string
  choices: C
  fallback: keyof C & string
  /** The description of the `choice` member: the names it takes. */
  chosen: string
  units?: string
  item: (point: Observation, name: keyof C & string, named: C[keyof C]) => Record<string, unknown>
}) {
  return defineOperation({
    name: spec.name,
    cacheTtl: '3h',
    sources: spec.sources,
    method: 'GET',
    description: spec.description,
    input: v.object({
      [spec.choice]: v.optional(v.pipe(keyOf(spec.choices), v.description(spec.chosen)), spec.fallback),
      limit: rowLimit(600, 12),
    }),
    upstreams: [fred],
    keywords: spec.keywords,
    async handler({ input, upstream }) {
      const name = input[spec.choice] as keyof C & string
      const named = spec.choices[name] as C[keyof C]
      const { points, url } = await fredSeries(upstream(fred), named.series, input.limit as number, spec.units ? { units: spec.units } : {})
      return listAnswer(points.map((point) => spec.item(point, name, named)), sourceOf(fred, url))
    },
  })
}
