import { testPlugin, testHost } from '@svc/core/testing'
import { codePlugin } from '../src/index.ts'

// The example reaches GitHub on the fixture server, answered with the file of repo-lookup.test.ts.
const h = testHost({
  plugins: [codePlugin],
  upstreams: ['github'],
  routes: {
    'GET /repos/octocat/Hello-World': { file: 'github/repo-hello-world.json' },
  },
})
testPlugin(codePlugin, { upstreams: h.upstreams })
