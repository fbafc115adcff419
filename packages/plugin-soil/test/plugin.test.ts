import { testPlugin } from '@svc/core/testing'
import { soilPlugin } from '../src/index.ts'

// The examples reach the PHZM API and Soil Data Access on the fixture server, answered with the files of soil.test.ts.
testPlugin(soilPlugin, {
  routes: {
    'GET /90210.json': { file: 'phzmapi/90210.json' },
    'POST /Tabular/post.rest': { file: 'sda/profile-ames.json' },
  },
})
