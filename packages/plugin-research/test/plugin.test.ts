import { testPlugin } from '@svc/core/testing'
import { researchPlugin } from '../src/index.ts'

// The examples reach OpenAlex, NIH RePORTER and NSF Awards on the fixture server, answered with the files of author-org.test.ts and funding.test.ts.
testPlugin(researchPlugin, {
  routes: {
    'GET /authors': { file: 'openalex/authors-search.json' },
    'GET /institutions': { file: 'openalex/institutions-search.json' },
    'POST /projects/search': { file: 'nih-reporter/projects-search.json' },
    'GET /awards.json': { file: 'nsf/awards.json' },
  },
})
