import { definePlugin } from '@svc/core'
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
  examples,
  group: 'weather',
  search: { vocabulary },
  operations: [
    current,
    forecast,
    forecastGlobal,
    history,
    marine,
    airQuality,
    alerts,
    zip,
  ],
})
