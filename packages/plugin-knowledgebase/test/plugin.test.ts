import { type RecordedRequest, testPlugin } from '@svc/core/testing'
import { knowledgebasePlugin } from '../src/index.ts'

// The example reaches Wikidata on the fixture server, answered with the files of entity.test.ts.
const actionApi = (request: RecordedRequest) => ({ file: `wikidata/${request.query.get('props') === 'labels' ? 'labels.json' : 'entities-Q42.json'}` })
testPlugin(knowledgebasePlugin, { routes: { 'GET /api.php': actionApi } })
