import { type FixtureAnswer, type RecordedRequest, testPlugin, testHost } from '@svc/core/testing'
import { knowledgebasePlugin } from '../src/index.ts'

// The example reaches Wikidata on the fixture server, answered with the files of entity.test.ts.
const fixture = (name: string): FixtureAnswer => ({ file: `wikidata/${name}` })
const actionApi = (request: RecordedRequest) => fixture(request.query.get('props') === 'labels' ? 'labels.json' : 'entities-Q42.json')
const h = testHost({ plugins: [knowledgebasePlugin], upstreams: ['wikidata'], routes: { 'GET /api.php': actionApi } })
testPlugin(knowledgebasePlugin, { upstreams: h.upstreams })
