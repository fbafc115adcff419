import type { FixtureAnswer, TestHostOptions } from '@svc/core/testing'
import { lawPlugin } from '../src/index.ts'

export const fixture = (upstream: string, name: string): FixtureAnswer => ({ file: `${upstream}/${name}` })
const cl = (name: string) => fixture('courtlistener', name)

/** The search answers by `type`, as CourtListener's one search endpoint does. */
const SEARCH: Record<string, string> = { o: 'search-opinions.json', d: 'search-dockets.json', p: 'search-people.json' }

/** Every CourtListener route of the plugin on one fixture server, with a test token. */
export const courtListenerFixtures = {
  plugins: [lawPlugin],
  upstreams: ['courtlistener'],
  keys: { courtlistener: 'cl-token' },
  routes: {
    'GET /api/rest/v4/search/': (request) => cl(SEARCH[request.query.get('type') ?? 'o'] ?? 'search-opinions.json'),
    'GET /api/rest/v4/clusters/2812209/': cl('cluster.json'),
    'GET /api/rest/v4/opinions/2812209/': cl('opinion-lead.json'),
    'GET /api/rest/v4/opinions/9999901/': cl('opinion-dissent.json'),
    'POST /api/rest/v4/citation-lookup/': cl('citation-lookup-found.json'),
  },
} satisfies TestHostOptions

