import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { isoTime, stationIds } from '../awc/common.ts'
import { metarAnswer, metarItem } from '../awc/metar.ts'
import { stationReports } from '../awc/reports.ts'
import { aviationWeather } from '../upstreams/aviationweather.ts'

export default defineOperation({
  name: 'metar',
  method: 'GET',
  description: 'Latest METAR airport weather observations for ICAO stations: raw report plus decoded flight category (VFR/MVFR/IFR/LIFR), temperature and dewpoint (C), wind direction/speed/gust (kt), visibility (SM), altimeter (inHg) and cloud layers.',
  input: v.object({ ids: stationIds }),
  upstreams: [aviationWeather],
  cacheTtl: '5min',
  sources: [{ path: '/api/data/metar' }],
  keywords: ['airport weather', 'metar', 'flight category', 'current conditions at airport', 'aviation weather observation'],
  handler: (ctx) => stationReports(ctx, { path: '/api/data/metar', schema: metarAnswer, time: (ob) => isoTime(ob.obsTime), item: metarItem }),
})
