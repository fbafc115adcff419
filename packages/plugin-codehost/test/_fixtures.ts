import type { FixtureAnswer } from '@svc/core/testing'

/** A recorded GitHub answer (test/fixtures/github/<name>). */
export const github = (name: string, extra: FixtureAnswer = {}): FixtureAnswer => ({ file: `github/${name}`, ...extra })

const R = '/repos/octocat/Hello-World'
/** Every route the GitHub fixtures answer, for the harnesses and the conformance test. */
export const ROUTES: Record<string, FixtureAnswer> = {
  [`GET ${R}`]: github('repo.json'),
  [`GET ${R}/branches`]: github('branches.json'),
  [`GET ${R}/tags`]: github('tags.json'),
  [`GET ${R}/commits`]: github('commits.json'),
  [`GET ${R}/contributors`]: github('contributors.json'),
  [`GET ${R}/issues`]: github('issues.json'),
  [`GET ${R}/pulls`]: github('pulls.json'),
  [`GET ${R}/readme`]: github('readme.json'),
  [`GET ${R}/releases`]: github('releases.json'),
  [`GET ${R}/languages`]: github('languages.json'),
  'GET /users/octocat': github('user.json'),
  'GET /users/octocat/repos': github('user-repos.json'),
  'GET /search/repositories': github('search-repositories.json'),
  'GET /search/code': github('search-code.json'),
  'GET /repos/octocat/missing': github('not-found.json', { status: 404 }),
  'GET /repos/octocat/missing/commits': github('not-found.json', { status: 404 }),
  'GET /repos/octocat/missing/readme': github('not-found.json', { status: 404 }),
  'GET /repos/octocat/empty/commits': github('empty-repository.json', { status: 409 }),
  'GET /repos/octocat/empty/contributors': { status: 204, body: '' },
  'GET /users/nobody-here': github('not-found.json', { status: 404 }),
}
