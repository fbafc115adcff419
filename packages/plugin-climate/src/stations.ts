import type { UpstreamClient } from '@svc/core'

/** One line of ghcnd-stations.txt (fixed columns, documented in GHCN-Daily's readme.txt). */
export interface Station {
  id: string
  latitude: number
  longitude: number
  /** Meters; null when the file says -999.9. */
  elevation: number | null
  /** U.S. and Canadian state or province code; null elsewhere. */
  state: string | null
  name: string
  /** FIPS country code: the first two characters of the id. */
  country: string
  gsn: boolean
  /** HCN (U.S. Historical Climatology Network) or CRN (U.S. Climate Reference Network). */
  network: 'HCN' | 'CRN' | null
  wmoId: string | null
}

export const STATIONS_PATH = '/pub/data/ghcn/daily/ghcnd-stations.txt'

export function parseStations(text: string): Station[] {
  const stations: Station[] = []
  for (const line of text.split('\n')) {
    // Lines end after the last non-blank column: a station without flags is shorter.
    if (line.length < 42) continue
    const id = line.slice(0, 11).trim()
    const latitude = Number(line.slice(12, 20))
    const longitude = Number(line.slice(21, 30))
    if (!/^[A-Z0-9]{11}$/.test(id) || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue
    const elevation = Number(line.slice(31, 37))
    const flag = line.slice(76, 79).trim()
    stations.push({
      id,
      latitude,
      longitude,
      elevation: Number.isFinite(elevation) && elevation > -999 ? elevation : null,
      state: line.slice(38, 40).trim() || null,
      name: line.slice(41, 71).trim(),
      country: id.slice(0, 2),
      gsn: line.slice(72, 75).trim() === 'GSN',
      network: flag === 'HCN' || flag === 'CRN' ? flag : null,
      wmoId: line.slice(80, 85).trim() || null,
    })
  }
  return stations
}

/** Stations bucketed by whole degree of latitude, so a search reads only the bands it can reach. */
export interface StationIndex {
  bands: Map<number, Station[]>
  size: number
}

const parsed = new WeakMap<object, { text: string; index: StationIndex }>()

/** The station list (downloaded once a week per host, parsed once per download). */
export async function loadStationIndex(client: UpstreamClient): Promise<StationIndex> {
  const response = await client.text(STATIONS_PATH)
  const cached = parsed.get(client)
  if (cached && cached.text === response.data) return cached.index
  const bands = new Map<number, Station[]>()
  const stations = parseStations(response.data)
  for (const station of stations) {
    const band = Math.floor(station.latitude)
    let list = bands.get(band)
    if (!list) bands.set(band, (list = []))
    list.push(station)
  }
  const index = { bands, size: stations.length }
  parsed.set(client, { text: response.data, index })
  return index
}

const EARTH_RADIUS_KM = 6371.0088

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLon = (lon2 - lon1) * rad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Stations within `radiusKm`, nearest first, at most `limit`. */
export function nearestStations(index: StationIndex, lat: number, lon: number, radiusKm: number) {
  // One degree of latitude is at least 110.57 km: bands beyond this many degrees cannot hold a match.
  const reach = Math.ceil(radiusKm / 110.57)
  const found: Array<Station & { distanceKm: number }> = []
  for (let band = Math.floor(lat) - reach; band <= Math.floor(lat) + reach; band++) {
    for (const station of index.bands.get(band) ?? []) {
      const distance = distanceKm(lat, lon, station.latitude, station.longitude)
      if (distance <= radiusKm) found.push({ ...station, distanceKm: Math.round(distance * 10) / 10 })
    }
  }
  return found.sort((a, b) => a.distanceKm - b.distanceKm || (a.id < b.id ? -1 : 1))
}
