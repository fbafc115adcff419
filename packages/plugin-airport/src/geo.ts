/** Mean Earth radius (IUGG), km. */
const EARTH_KM = 6371.0088
const rad = (deg: number) => (deg * Math.PI) / 180

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Initial bearing from the first point to the second, degrees clockwise from true north (0-360). */
export function bearingDeg(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const y = Math.sin(rad(lon2 - lon1)) * Math.cos(rad(lat2))
  const x = Math.cos(rad(lat1)) * Math.sin(rad(lat2)) - Math.sin(rad(lat1)) * Math.cos(rad(lat2)) * Math.cos(rad(lon2 - lon1))
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360
}

/** Degrees of latitude within `km` of any point: a cheap first filter before the great circle. */
export const latitudeSpan = (km: number) => (km / EARTH_KM) * (180 / Math.PI)

/**
 * Degrees of longitude within `km` of a point at `lat` (a first filter); Infinity near the poles,
 * where every longitude can be that close.
 */
export function longitudeSpan(km: number, lat: number): number {
  const edge = Math.abs(lat) + latitudeSpan(km)
  return edge >= 89 ? Infinity : latitudeSpan(km) / Math.cos(rad(edge))
}

/** Absolute difference of two longitudes across the antimeridian (0-180). */
export const longitudeGap = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180)
