import type { TestHostOptions } from '@svc/core/testing'
import { telecomPlugin } from '../src/index.ts'

const fixture = (path: string) => ({ file: path })
export const AREA = 'GET /api/census/area'
export const FILINGS = 'GET /ecfs/filings'

export const telecomFixtures = {
  plugins: [telecomPlugin],
  upstreams: ['fcc-area', 'fcc-ecfs'],
  keys: { 'fcc-ecfs': 'gov-key' },
  routes: {
    [AREA]: (request) => {
      const lat = Number(request.query.get('lat'))
      return fixture(lat > 40 && lat < 41 ? 'fcc-area/empire-state.json' : lat > 47 ? 'fcc-area/no-markets.json' : 'fcc-area/ocean.json')
    },
    [FILINGS]: (request) => fixture(request.query.get('proceedings.name') === '17-108' || request.query.get('filers.name') ? 'fcc-ecfs/filings.json' : 'fcc-ecfs/empty.json'),
  },
} satisfies TestHostOptions

