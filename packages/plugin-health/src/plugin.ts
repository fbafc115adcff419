import { definePlugin } from '@svc/core'
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
  examples,
  group: 'health',
  search: { vocabulary },
  operations: [
    hospitalLookup,
    hospitalQuality,
    medicareProvider,
    openPayments,
    providerProfile,
    diseaseSurveillance,
    mortalityStats,
  ],
})
