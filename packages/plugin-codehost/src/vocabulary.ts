/**
 * How agents phrase tasks for this plugin's operations, read by endpoint search: each line is
 * `words or phrases, comma separated = catalog words` (words of the group, operation names and descriptions).
 */
export const vocabulary = `
github, git, repo, repository, repositories, source code, open source project = codehost repo
commit, commits, commit history, git log = commits
pull request, pull requests, merge request, pr, prs = pulls
issue, issues, bug, bugs, open issues = issues
release, releases, changelog, latest version, new version = releases
contributor, contributors, maintainers = contributors
readme = readme
branch, branches = branches
tag, tags = tags
language, languages, written in, tech stack = languages
developer profile, git user, github user = user
grep, code search, search code, find usages = search code
find repository, search repositories = search repos
bugs, bug reports, open issues, tickets = issues
prs, pull request, merge requests, code review = pulls
commit history, recent changes, what changed, changelog = commits
who contributes, maintainers, top contributors = contributors
stars, forks, repo info, repository info = repo
maintains, maintain, top committers, committers = contributors
trending repos, popular repos, top repos = search repos
# Everyday phrasing (issue 39): the need behind each operation, in the words of people who never read the catalog.
project maintained, still maintained, abandoned project, last commit, repo activity, star count, popular project = codehost repo
core team, main developers = contributors
open bugs, known issues, bug tracker, reported bugs = issues
new in version, release notes, download latest, latest version project, newest release = releases
pending prs, open prs, merged prs, code changes proposed = pulls
what language written, programming language project, main language = languages
project docs, getting started, install instructions = readme
projects user, repos owner, all repos organization = repos
code examples, usage examples, example code = search code
similar projects, best library = search repos
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
bug tracker, reported bugs = issues
# s28/concepts2: everyday concepts around the data operations the first pass did not touch (issue 39)
wrote the code, wrote most of the code, top committers, core developers, core maintainers = contributors
waiting for review, awaiting review, code review, merge request, merge requests, patches submitted = pull requests
put online, developer's projects, projects of this developer = repositories user
tech stack, written in what language = programming languages
recent changes to the code, latest changes to the code = commits
developer profile, coder profile = user profile
`
