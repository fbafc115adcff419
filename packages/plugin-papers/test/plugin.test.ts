import { type RecordedRequest, testPlugin } from '@svc/core/testing'
import { papersPlugin } from '../src/index.ts'

// The examples reach OpenAlex on the fixture server, answered with the files of citations.test.ts and search.test.ts.
const fixture = (name: string) => ({ file: `openalex/${name}` })

testPlugin(papersPlugin, {
  routes: {
    'GET /works/doi:10.7717/peerj.4375': fixture('work-W2741809807.json'),
    'GET /works': (request: RecordedRequest) => fixture(request.query.has('search') ? 'works-search.json' : 'works-citing.json'),
  },
})
