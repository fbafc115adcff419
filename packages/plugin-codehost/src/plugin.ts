import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
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
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'codehost',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    repo, //         GET /api/codehost/repo          0.0025  /repos/{owner}/{repo}
    branches, //     GET /api/codehost/branches      0.0025  /repos/{owner}/{repo}/branches
    commits, //      GET /api/codehost/commits       0.0025  /repos/{owner}/{repo}/commits
    contributors, // GET /api/codehost/contributors  0.0025  /repos/{owner}/{repo}/contributors
    issues, //       GET /api/codehost/issues        0.0025  /repos/{owner}/{repo}/issues (pull requests left out)
    languages, //    GET /api/codehost/languages     0.0025  /repos/{owner}/{repo}/languages
    pulls, //        GET /api/codehost/pulls         0.0025  /repos/{owner}/{repo}/pulls
    readme, //       GET /api/codehost/readme        0.0025  /repos/{owner}/{repo}/readme (base64 decoded)
    releases, //     GET /api/codehost/releases      0.0025  /repos/{owner}/{repo}/releases
    tags, //         GET /api/codehost/tags          0.0025  /repos/{owner}/{repo}/tags
    repos, //        GET /api/codehost/repos         0.0025  /users/{owner}/repos
    user, //         GET /api/codehost/user          0.0025  /users/{username}
    searchRepos, //  GET /api/codehost/search-repos  0.0025  /search/repositories
    searchCode, //   GET /api/codehost/search-code   0.0025  /search/code (needs the token)
  ],
})
