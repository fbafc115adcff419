import { type RecordedRequest, testPlugin } from '@svc/core/testing'
import { censusPlugin } from '../src/index.ts'

// The examples reach the Census API on the fixture server, answered with the files of census.test.ts.
const fixture = (name: string) => ({ file: `census/${name}` })

testPlugin(censusPlugin, {
  routes: { 'GET /data/2023/acs/acs5': (request: RecordedRequest) => fixture(request.query.get('for') === 'county:037' ? 'county-06-037.json' : 'zcta-90210.json') },
})
