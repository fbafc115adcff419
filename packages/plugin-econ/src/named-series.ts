import { defineOperation, listAnswer, sourceOf, optionalDate } from '@svc/core'
import * as v from 'valibot'
import { fred, fredObservationsSource, observations } from './fred.ts'
import { limit } from './params.ts'

export interface NamedSeries {
  series: string
  title: string
  units: string
}

/**
 * An operation answering FRED series by a plain name (`unemployment` -> UNRATE): econ.indicator and
 * econ.commodity are the same call over two tables. The parameter holding the name is named as the operation.
 */
export function namedSeriesOperation(spec: {
  name: string
  description: string
  keywords: string[]
  table: Record<string, NamedSeries>
}) {
  const names = Object.keys(spec.table) as [string, ...string[]]
  return defineOperation({
    name: spec.name,
    method: 'GET',
    description: spec.description,
    input: v.object({
      [spec.name]: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(names, `must be one of ${names.join(', ')}`)),
      from: optionalDate('First observation date'),
      to: optionalDate('Last observation date'),
      limit: limit(1000, 12),
    }) as v.ObjectSchema<Record<string, v.GenericSchema<unknown, string | number | undefined>>, undefined>,
    upstreams: [fred],
    sources: [fredObservationsSource],
    keywords: spec.keywords,
    async handler({ input, upstream }) {
      const named = spec.table[input[spec.name] as string]!
      const { points, url } = await observations(upstream(fred), named.series, input.limit as number, {
        observation_start: input.from as string | undefined,
        observation_end: input.to as string | undefined,
      })
      const items = points.map((point) => ({ [spec.name]: input[spec.name], series: named.series, title: named.title, units: named.units, date: point.date, value: point.value }))
      return listAnswer(items, sourceOf(fred, url))
    },
  })
}
