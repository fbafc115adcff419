import { join } from 'node:path'
import { serviceCatalog } from '@svc/catalog'
import { type FixtureAnswer, type RecordedRequest, testPlugin, upstreamHarness } from '@svc/core/testing'
import { knowledgebasePlugin } from '../src/index.ts'

// The example reaches Wikidata on the fixture server, answered with the files of entity.test.ts.
const fixture = (name: string): FixtureAnswer => ({ file: join(import.meta.dirname, 'fixtures/wikidata', name) })
const actionApi = (request: RecordedRequest) => fixture(request.query.get('props') === 'labels' ? 'labels.json' : 'entities-Q42.json')
const h = upstreamHarness({ plugins: [knowledgebasePlugin], upstreams: ['wikidata'], routes: { 'GET /api.php': actionApi } })
testPlugin(knowledgebasePlugin, { catalog: serviceCatalog, upstreams: h.upstreams, examplesFile: new URL('../src/examples.json', import.meta.url) })
