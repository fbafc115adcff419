import { createError, isApiError, type UpstreamClient } from '@svc/core'
import { fredSeries, type ObservationOptions } from '@svc/providers/fred'

/**
 * Observations through @svc/plugin-finance's FRED adapter (one adapter for finance and econ), with a
 * series FRED does not have answered 404 (FRED says "The series does not exist") instead of a 502.
 */
export async function observations(client: UpstreamClient, series: string, limit: number, options: ObservationOptions = {}) {
  try {
    return await fredSeries(client, series, limit, options)
  } catch (error) {
    if (isApiError(error) && /does not exist/i.test(error.message)) throw createError('NOT_FOUND', `FRED has no series ${series}`)
    throw error
  }
}

export { fred, fredObservationsSource } from '@svc/providers/fred'
