import type { TestHostOptions } from '@svc/core/testing'
import { jobPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `usajobs/${name}` })
export const SEARCH = 'GET /api/search'

export const jobFixtures = {
  plugins: [jobPlugin],
  upstreams: ['usajobs'],
  keys: { usajobs: 'jobs-key' },
  config: { settings: { gov: { usajobsUserAgent: 'ops@example.org' } } },
  routes: {
    [SEARCH]: fixture('search.json'),
    'GET /api/codelist/occupationalseries': fixture('occupationalseries.json'),
    'GET /api/codelist/agencysubelements': fixture('agencysubelements.json'),
  },
} satisfies TestHostOptions
