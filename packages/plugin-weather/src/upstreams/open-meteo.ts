import { defineUpstream } from '@svc/core'

// Open-Meteo serves each data set from its own host; the optional `apikey` is for its commercial plan
// (customer-*.open-meteo.com base URLs), the free hosts need none.
const common = {
  license: 'CC BY 4.0 (Open-Meteo, https://open-meteo.com/en/license)',
  key: { required: false, in: 'query', name: 'apikey' },
  timeoutMs: 15_000,
} as const

/** Forecast API: current conditions and up to 16 days of daily forecast. */
export const openMeteo = defineUpstream({ ...common, id: 'open-meteo', name: 'Open-Meteo', baseUrl: 'https://api.open-meteo.com', docsUrl: 'https://open-meteo.com/en/docs' })

/** Historical Weather API (ERA5 reanalysis, 1940 on). */
export const openMeteoArchive = defineUpstream({ ...common, id: 'open-meteo-archive', name: 'Open-Meteo Historical Weather', baseUrl: 'https://archive-api.open-meteo.com', docsUrl: 'https://open-meteo.com/en/docs/historical-weather-api' })

/** Marine Weather API: waves, swell, sea surface temperature. */
export const openMeteoMarine = defineUpstream({ ...common, id: 'open-meteo-marine', name: 'Open-Meteo Marine Weather', baseUrl: 'https://marine-api.open-meteo.com', docsUrl: 'https://open-meteo.com/en/docs/marine-weather-api' })

/** Air Quality API (CAMS): pollutants and the US and European AQI. */
export const openMeteoAirQuality = defineUpstream({ ...common, id: 'open-meteo-air-quality', name: 'Open-Meteo Air Quality', baseUrl: 'https://air-quality-api.open-meteo.com', docsUrl: 'https://open-meteo.com/en/docs/air-quality-api' })
