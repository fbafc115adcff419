import { listAnswer, sourceOf } from '@svc/core'
import type { OperationContext } from '@svc/core'
import type * as v from 'valibot'
import { aviationWeather } from '../upstreams/aviationweather.ts'
import { missingStations, newestPerStation } from './common.ts'

type Rows<T> = v.GenericSchema<unknown, T[] | null>

/**
 * The station reports of one Data API product (`/api/data/metar`, `/api/data/taf`): the newest
 * per station, in the order asked, and the stations that sent none.
 */
export async function stationReports<T extends { icaoId: string }, I extends { station: string }>(
  ctx: OperationContext<{ ids: string[] }>,
  product: { path: string; schema: Rows<T>; time: (row: T) => string | null; item: (row: T) => I },
) {
  const { ids } = ctx.input
  const response = await ctx.upstream(aviationWeather).json(product.path, { query: { ids: ids.join(','), format: 'json' }, schema: product.schema })
  const items = newestPerStation(response.data ?? [], ids, product.time).map(product.item)
  return { ...listAnswer(items, sourceOf(aviationWeather, response.url)), missing: missingStations(ids, items) }
}
