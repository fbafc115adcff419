import type { TestHostOptions } from '@svc/core/testing'
import { occupationPlugin } from '../src/index.ts'

const fixture = (name: string) => ({ file: `onet/${name}` })
export const SEARCH = 'GET /online/search'
export const PROFILE = 'GET /online/occupations/17-2051.00/'
export const RELATED = 'GET /online/occupations/17-2051.00/summary/related_occupations'

export const occupationFixtures = {
  plugins: [occupationPlugin],
  upstreams: ['onet'],
  keys: { onet: 'onet-key' },
  routes: {
    [SEARCH]: (request) => fixture(request.query.get('keyword') === 'registered nurse' ? 'search-nurse.json' : 'search-none.json'),
    [PROFILE]: fixture('civil-engineers.json'),
    [RELATED]: fixture('civil-engineers-related.json'),
    'GET /online/occupations/99-9999.00/': { status: 404, body: { error: 'Invalid occupation code' } },
    'GET /online/occupations/99-9999.00/summary/related_occupations': { status: 404, body: { error: 'Invalid occupation code' } },
  },
} satisfies TestHostOptions
