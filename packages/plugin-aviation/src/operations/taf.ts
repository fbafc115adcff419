import { defineOperation } from '@svc/core'
import * as v from 'valibot'
import { isoTime, stationIds } from '../awc/common.ts'
import { stationReports } from '../awc/reports.ts'
import { tafAnswer, tafItem } from '../awc/taf.ts'
import { aviationWeather } from '../upstreams/aviationweather.ts'

export default defineOperation({
  name: 'taf',
  method: 'GET',
  description: 'Current TAF terminal aerodrome forecasts for ICAO stations: raw forecast text, issue time, validity and each change period (FM, TEMPO, BECMG, PROB) decoded into wind, visibility, weather and clouds.',
  input: v.object({ ids: stationIds }),
  upstreams: [aviationWeather],
  cacheTtl: '10min',
  sources: [{ path: '/api/data/taf' }],
  keywords: ['airport forecast', 'taf', 'terminal aerodrome forecast', 'aviation weather forecast'],
  handler: (ctx) => stationReports(ctx, { path: '/api/data/taf', schema: tafAnswer, time: (taf) => isoTime(taf.issueTime), item: tafItem }),
})
