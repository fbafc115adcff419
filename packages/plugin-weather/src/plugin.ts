import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import airQuality from './operations/air-quality.ts'
import alerts from './operations/alerts.ts'
import current from './operations/current.ts'
import forecastGlobal from './operations/forecast-global.ts'
import forecast from './operations/forecast.ts'
import history from './operations/history.ts'
import marine from './operations/marine.ts'
import zip from './operations/zip.ts'
import { vocabulary } from './vocabulary.ts'

/** The weather group: Open-Meteo worldwide, the US National Weather Service in the US. */
export const weatherPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'weather',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    current, //        GET /api/weather/current          0.003   Open-Meteo forecast API (current)
    forecast, //       GET /api/weather/forecast         0.0036  NWS points -> gridpoint forecast; Open-Meteo outside the US
    forecastGlobal, // GET /api/weather/forecast-global  0.0036  Open-Meteo forecast API (daily)
    history, //        GET /api/weather/history          0.0036  Open-Meteo historical weather API (ERA5)
    marine, //         GET /api/weather/marine           0.003   Open-Meteo marine API
    airQuality, //     GET /api/weather/air-quality      0.003   Open-Meteo air-quality API (CAMS)
    alerts, //         GET /api/weather/alerts           0.003   NWS active alerts by point
    zip, //            GET /api/weather/zip              0.003   Census ZCTA centroid (embedded) -> NWS forecast
  ],
})
