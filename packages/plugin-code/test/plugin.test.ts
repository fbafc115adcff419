import { testPlugin } from '@svc/core/testing'
import { codePlugin } from '../src/index.ts'

// The example reaches GitHub on the fixture server, answered with the file of repo-lookup.test.ts.
testPlugin(codePlugin, {
  routes: {
    'GET /repos/octocat/Hello-World': { file: 'github/repo-hello-world.json' },
  },
})
