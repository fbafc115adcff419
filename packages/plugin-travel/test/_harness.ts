import type { TestHostOptions } from '@svc/core/testing'
import { travelPlugin } from '../src/index.ts'

export const ADVISORIES = 'GET /api/TravelAdvisories'
const fixture = (path: string) => ({ file: path })

export const travelFixtures = {
  plugins: [travelPlugin],
  upstreams: ['state-dept-advisories'],
  routes: { [ADVISORIES]: fixture('state-dept/advisories.json') },
} satisfies TestHostOptions
