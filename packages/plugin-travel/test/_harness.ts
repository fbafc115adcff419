import { join } from 'node:path'
import { upstreamHarness } from '@svc/core/testing'
import { travelPlugin } from '../src/index.ts'

export const ADVISORIES = 'GET /api/TravelAdvisories'
const fixture = (path: string) => ({ file: join(import.meta.dirname, 'fixtures', path) })

export const travelHarness = () => upstreamHarness({
  plugins: [travelPlugin],
  upstreams: ['state-dept-advisories'],
  routes: { [ADVISORIES]: fixture('state-dept/advisories.json') },
})
