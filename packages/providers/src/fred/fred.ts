import { createError, type OperationSource, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { fred } from './upstream.ts'

const observations = v.object({
  observations: v.array(v.object({ date: v.string(), value: v.string() })),
})
const fredError = v.object({ error_code: v.number(), error_message: v.string() })

export interface Observation {
  date: string
  value: number | null
}

/** More parameters of `/fred/series/observations` (FRED's own names): a date window, units, frequency, an ALFRED vintage. */
export interface ObservationOptions {
  observation_start?: string | undefined
  observation_end?: string | undefined
  units?: string | undefined
  frequency?: string | undefined
  realtime_start?: string | undefined
  realtime_end?: string | undefined
  sort_order?: 'asc' | 'desc'
}

/** What `fredSeries` reads, for the `sources` of the operations that call it: observations are kept 3 h. */
export const fredObservationsSource: OperationSource = { upstream: fred, path: '/fred/series/observations', cacheTtl: '3h' }

/** The newest `limit` observations of a FRED series, newest first; FRED writes "." for a missing value. */
export async function fredSeries(client: UpstreamClient, seriesId: string, limit: number, options: ObservationOptions = {}) {
  const response = await client.json('/fred/series/observations', {
    query: { series_id: seriesId, file_type: 'json', sort_order: 'desc', limit, ...options },
    schema: observations,
    acceptStatus: [400],
  })
  if (response.status === 400) {
    const parsed = v.safeParse(fredError, response.data)
    throw createError('UPSTREAM_FAILED', `FRED refused series ${seriesId}: ${parsed.success ? parsed.output.error_message : 'bad request'}`)
  }
  const points: Observation[] = response.data.observations.map((point) => ({ date: point.date, value: point.value === '.' ? null : Number(point.value) }))
  return { points, url: response.url }
}

export { fred } from './upstream.ts'
