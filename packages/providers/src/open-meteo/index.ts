import { defineUpstream } from '@svc/core'

// Open-Meteo serves each data set from its own host. Its free hosts are for non-commercial use only, within
// 600 calls a minute, 5,000 an hour and 10,000 a day (https://open-meteo.com/en/terms); a host that charges
// for answers needs its commercial plan: the operator's `apikey`, sent to the customer-* hosts instead.
const common = {
  license: 'CC BY 4.0 (Open-Meteo, https://open-meteo.com/en/license)',
  quota: {
    withoutKey: [{ requests: 600, perSeconds: 60 }, { requests: 5000, perSeconds: 3600 }, { requests: 10_000, perSeconds: 86_400 }],
    bucket: 'open-meteo',
    url: 'https://open-meteo.com/en/terms',
  },
  terms: {
    url: 'https://open-meteo.com/en/terms',
    commercial: { use: 'with-key', note: 'the free API is for non-commercial use; commercial use needs an API plan' },
    attribution: { text: 'Weather data by Open-Meteo.com', url: 'https://open-meteo.com/en/license' },
  },
} as const
const keyFor = (host: string) => ({ required: false, in: 'query', name: 'apikey', signupUrl: 'https://open-meteo.com/en/pricing', baseUrlWithKey: `https://customer-${host}` }) as const

/** Forecast API: current conditions and up to 16 days of daily forecast. */
export const openMeteo = defineUpstream({ ...common, id: 'open-meteo', name: 'Open-Meteo', baseUrl: 'https://api.open-meteo.com', key: keyFor('api.open-meteo.com'), docsUrl: 'https://open-meteo.com/en/docs' })

/** Historical Weather API (ERA5 reanalysis, 1940 on). */
export const openMeteoArchive = defineUpstream({ ...common, id: 'open-meteo-archive', name: 'Open-Meteo Historical Weather', baseUrl: 'https://archive-api.open-meteo.com', key: keyFor('archive-api.open-meteo.com'), docsUrl: 'https://open-meteo.com/en/docs/historical-weather-api' })

/** Marine Weather API: waves, swell, sea surface temperature. */
export const openMeteoMarine = defineUpstream({ ...common, id: 'open-meteo-marine', name: 'Open-Meteo Marine Weather', baseUrl: 'https://marine-api.open-meteo.com', key: keyFor('marine-api.open-meteo.com'), docsUrl: 'https://open-meteo.com/en/docs/marine-weather-api' })

/** Air Quality API (CAMS): pollutants and the US and European AQI. */
export const openMeteoAirQuality = defineUpstream({ ...common, id: 'open-meteo-air-quality', name: 'Open-Meteo Air Quality', baseUrl: 'https://air-quality-api.open-meteo.com', key: keyFor('air-quality-api.open-meteo.com'), docsUrl: 'https://open-meteo.com/en/docs/air-quality-api' })
