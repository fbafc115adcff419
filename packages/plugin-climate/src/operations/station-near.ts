import { coordinates, defineOperation, listAnswer, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { loadStationIndex, nearestStations, STATIONS_PATH } from '../stations.ts'
import { ncei } from '../upstreams/ncei.ts'

export default defineOperation({
  name: 'station-near',
  cacheTtl: '7d',
  sources: sourcesInWords('`GET /pub/data/ghcn/daily/ghcnd-stations.txt`'),
  method: 'GET',
  description: 'Weather stations of NOAA\'s GHCN-Daily network near a point, nearest first: id (for climate.station-history), name, coordinates, elevation, country and state, and network flags (GSN, HCN, CRN).',
  input: v.object({
    ...coordinates(),
    radius_km: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(5000), v.description('Search radius in km')), 500),
    limit: rowLimit(100, 20, 'Most stations returned'),
  }),
  upstreams: [ncei],
  keywords: ['weather station near me', 'nearest climate station', 'ghcn station id'],
  async handler({ input, upstream }) {
    const client = upstream(ncei)
    const index = await loadStationIndex(client)
    const within = nearestStations(index, input.lat, input.lon, input.radius_km)
    const items = within.slice(0, input.limit).map((station) => ({
      id: station.id,
      name: station.name,
      latitude: station.latitude,
      longitude: station.longitude,
      elevationM: station.elevation,
      country: station.country,
      state: station.state,
      distanceKm: station.distanceKm,
      networks: { gsn: station.gsn, hcn: station.network === 'HCN', crn: station.network === 'CRN' },
      wmoId: station.wmoId,
    }))
    // total: every station within the radius, of which the `limit` nearest are listed.
    return listAnswer(items, sourceOf(ncei, `${client.baseUrl}${STATIONS_PATH}`), { total: within.length })
  },
})
