import { join } from 'node:path'
import { upstreamHarness } from '@svc/core/testing'
import { jobPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: join(import.meta.dirname, 'fixtures', 'usajobs', name) })
export const SEARCH = 'GET /api/search'

export const jobHarness = () => upstreamHarness({
  plugins: [jobPlugin],
  upstreams: ['usajobs'],
  keys: { usajobs: 'jobs-key' },
  config: { settings: { gov: { usajobsUserAgent: 'ops@example.org' } } },
  routes: {
    [SEARCH]: fixture('search.json'),
    'GET /api/codelist/occupationalseries': fixture('occupationalseries.json'),
    'GET /api/codelist/agencysubelements': fixture('agencysubelements.json'),
  },
})
