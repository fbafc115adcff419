import type { FixtureAnswer, TestHostOptions } from '@svc/core/testing'
import { medicalPlugin } from '@svc/plugin-medical'
import { healthPlugin } from '../src/index.ts'

export const fixture = (name: string, status = 200): FixtureAnswer => ({ status, file: name })

const query = (id: string) => `GET /provider-data/api/1/datastore/query/${id}/0`
export const PHYSICIAN_DATASET = '00000000-0000-4000-8000-0000000000cc'
export const PAYMENTS_DATASET = '00000000-0000-4000-8000-0000000000dd'
export const ROUTES = {
  general: query('xubh-q36u'),
  complications: query('ynj2-r877'),
  infections: query('77hc-ibv8'),
  timely: query('yv7e-xc69'),
  readmissions: query('632h-zaca'),
  physician: `GET /data-api/v1/dataset/${PHYSICIAN_DATASET}/data`,
  payments: `GET /api/1/datastore/query/${PAYMENTS_DATASET}/0`,
  mortality: 'GET /resource/bi63-dtpu.json',
  nndss: 'GET /resource/x9gk-5huc.json',
  npi: 'GET /api/',
}

/** The health group's upstreams (and plugin-medical's NPI Registry, for provider-profile) on one fixture server. */
export const healthFixtures = {
  plugins: [healthPlugin, medicalPlugin],
  upstreams: ['data-cms', 'cdc-data', 'open-payments', 'nppes'],
  config: { settings: { health: { physicianDataset: PHYSICIAN_DATASET, openPaymentsDataset: PAYMENTS_DATASET } } },
  routes: {
    [ROUTES.general]: fixture('data-cms/general-denver.json'),
    [ROUTES.complications]: fixture('data-cms/complications-060024.json'),
    [ROUTES.infections]: fixture('data-cms/infections-060024.json'),
    [ROUTES.timely]: fixture('data-cms/timely-060024.json'),
    [ROUTES.readmissions]: fixture('data-cms/readmissions-060024.json'),
    [ROUTES.physician]: fixture('data-cms/physician-1234567893.json'),
    [ROUTES.payments]: fixture('open-payments/general-1234567893.json'),
    [ROUTES.mortality]: fixture('cdc-data/mortality-colorado-heart.json'),
    [ROUTES.nndss]: fixture('cdc-data/nndss-measles.json'),
    [ROUTES.npi]: fixture('nppes/number-1234567893.json'),
  },
} satisfies TestHostOptions

