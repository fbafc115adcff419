import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import branches from './operations/branches.ts'
import commits from './operations/commits.ts'
import contributors from './operations/contributors.ts'
import issues from './operations/issues.ts'
import languages from './operations/languages.ts'
import pulls from './operations/pulls.ts'
import readme from './operations/readme.ts'
import releases from './operations/releases.ts'
import repo from './operations/repo.ts'
import repos from './operations/repos.ts'
import searchCode from './operations/search-code.ts'
import searchRepos from './operations/search-repos.ts'
import tags from './operations/tags.ts'
import user from './operations/user.ts'
import { vocabulary } from './vocabulary.ts'

/** The codehost group: GitHub's REST API through the upstream @svc/plugin-code defines (token optional, except for code search). */
export const codehostPlugin = definePlugin({
  examples,
  group: 'codehost',
  search: { vocabulary },
  operations: [
    repo,
    branches,
    commits,
    contributors,
    issues,
    languages,
    pulls,
    readme,
    releases,
    tags,
    repos,
    user,
    searchRepos,
    searchCode,
  ],
})
