import { defineUpstream } from '@svc/core'

/** GitLab's REST API (gitlab.com or the operator's instance): public projects need no token; one raises the limits. */
export const gitlab = defineUpstream({
  id: 'gitlab',
  name: 'GitLab',
  baseUrl: 'https://gitlab.com',
  docsUrl: 'https://docs.gitlab.com/api/projects/#list-all-projects',
  license: 'GitLab.com terms (https://about.gitlab.com/terms/); project content under its own license',
  key: { required: false, in: 'header', name: 'PRIVATE-TOKEN' },
  timeoutMs: 15_000,
})
