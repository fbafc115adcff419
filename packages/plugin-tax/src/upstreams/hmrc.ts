import { defineUpstream } from '@svc/core'

/**
 * HMRC's APIs, application-restricted: an OAuth 2.0 client-credentials token from `/oauth/token`, the
 * client id and secret of the operator's Developer Hub application sent as form members (core runs the
 * flow). Optional: only UK (GB) VAT numbers need it. The sandbox is https://test-api.service.hmrc.gov.uk.
 * HMRC allows each application 3 requests a second and answers 429 `MESSAGE_THROTTLED_OUT` past it
 * (https://developer.service.hmrc.gov.uk/api-documentation/docs/reference-guide#rate-limiting).
 */
export const hmrc = defineUpstream({
  id: 'hmrc',
  name: 'HM Revenue & Customs',
  baseUrl: 'https://api.service.hmrc.gov.uk',
  key: { required: false, in: 'client-credentials', tokenPath: '/oauth/token', send: 'form', signupUrl: 'https://developer.service.hmrc.gov.uk/developer/registration' },
  docsUrl: 'https://developer.service.hmrc.gov.uk/api-documentation/docs/api/service/vat-registered-companies-api/2.0',
  terms: {
    url: 'https://developer.service.hmrc.gov.uk/api-documentation/docs/terms-of-use',
    commercial: { use: 'allowed', note: 'the Developer Hub\'s terms of use (v2.0) are written for software, commercial software included, that uses HMRC\'s free APIs, and none of them limits charging for it; they forbid HMRC logos and crown-copyright branding, and any claim to be HMRC "approved" or "accredited" ("HMRC recognised" only after its recognition process)' },
  },
  license: 'HMRC Developer Hub terms of use',
  quota: { withKey: { requests: 3, perSeconds: 1 }, url: 'https://developer.service.hmrc.gov.uk/api-documentation/docs/reference-guide#rate-limiting' },
})
