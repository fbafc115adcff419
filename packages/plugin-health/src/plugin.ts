import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import diseaseSurveillance from './operations/disease-surveillance.ts'
import hospitalLookup from './operations/hospital-lookup.ts'
import hospitalQuality from './operations/hospital-quality.ts'
import medicareProvider from './operations/medicare-provider.ts'
import mortalityStats from './operations/mortality-stats.ts'
import openPayments from './operations/open-payments.ts'
import providerProfile from './operations/provider-profile.ts'
import { vocabulary } from './vocabulary.ts'

/** The health group: hospitals, Medicare providers, industry payments and public health statistics, one line per operation. */
export const healthPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'health',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    hospitalLookup, // GET /api/health/hospital-lookup        0.003  CMS Provider Data Catalog xubh-q36u (data.cms.gov, plugin-medical's upstream)
    hospitalQuality, // GET /api/health/hospital-quality       0.0072 CMS Provider Data Catalog Care Compare measure data sets
    medicareProvider, // GET /api/health/medicare-provider      0.0072 data.cms.gov Medicare Physician & Other Practitioners (data set from settings)
    openPayments, // GET /api/health/open-payments          0.003  CMS Open Payments DKAN (data set from settings)
    providerProfile, // GET /api/health/provider-profile       0.0144 composite: medical.npi, health.medicare-provider, health.open-payments
    diseaseSurveillance, // GET /api/health/disease-surveillance  0.003  CDC NNDSS Weekly Data (data.cdc.gov x9gk-5huc)
    mortalityStats, // GET /api/health/mortality-stats        0.006  NCHS Leading Causes of Death (data.cdc.gov bi63-dtpu)
  ],
})
