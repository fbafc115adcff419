import { defineUpstream, optionalKey } from '@svc/core'

/**
 * GitLab's REST API (gitlab.com or the operator's instance): public projects need no token. `GET /projects` takes 400
 * requests per 10 minutes per IP without a token and 2,000 per 10 minutes per user with one (the defaults, applied on
 * gitlab.com: https://docs.gitlab.com/administration/settings/rate_limit_on_projects_api/).
 */
export const gitlab = defineUpstream({
  id: 'gitlab',
  name: 'GitLab',
  baseUrl: 'https://gitlab.com',
  docsUrl: 'https://docs.gitlab.com/api/projects/#list-all-projects',
  license: 'GitLab.com terms (https://about.gitlab.com/terms/); project content under its own license',
  key: optionalKey.header('PRIVATE-TOKEN', 'https://gitlab.com/-/user_settings/personal_access_tokens'),
  quota: {
    withoutKey: { requests: 400, perSeconds: 600, paths: ['/api/v4/projects'] },
    withKey: { requests: 2000, perSeconds: 600, paths: ['/api/v4/projects'] },
    url: 'https://docs.gitlab.com/administration/settings/rate_limit_on_projects_api/',
  },
  terms: {
    url: 'https://about.gitlab.com/terms/',
    commercial: { use: 'allowed', note: 'public project metadata through the documented API; each project\'s content stays under its own licence' },
  },
})
