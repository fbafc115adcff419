import { testPlugin, testHost } from '@svc/core/testing'
import { medicalPlugin } from '@svc/plugin-medical'
import { healthPlugin } from '../src/index.ts'
import { healthFixtures, PAYMENTS_DATASET, PHYSICIAN_DATASET } from './_upstream.ts'

// The example calls go to the fixture server, never to the providers.
const h = testHost(healthFixtures)

testPlugin(healthPlugin, {
  upstreams: h.upstreams,
  // provider-profile calls medical.npi; the data sets are the operator's settings.
  plugins: [medicalPlugin],
  config: { settings: { health: { physicianDataset: PHYSICIAN_DATASET, openPaymentsDataset: PAYMENTS_DATASET } } },
  examples: {
    'health.hospital-lookup': { city: 'Denver', state: 'CO' },
    'health.hospital-quality': { facilityId: '060024' },
    'health.mortality-stats': { state: 'Colorado', cause: 'Heart disease' },
    'health.disease-surveillance': { disease: 'measles' },
  },
})
