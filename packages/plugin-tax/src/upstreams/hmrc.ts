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
  terms: { url: 'https://developer.service.hmrc.gov.uk/api-documentation/docs/terms-of-use', commercial: { use: 'unknown', note: 'HMRC\'s Developer Hub terms of use were not in the stored corpora (read instead: their 2018 predecessor, the Terms of Collaboration, about software built on HMRC APIs, silent on reusing answers); the API is free of charge; searched again 2026-11-30: the Hub\'s source (hmrc/api-documentation-frontend) loads the terms\' text from another service, and only its "What you can expect from us" page (notice of API changes) is in it' } },
  license: 'HMRC Developer Hub terms of use',
  quota: { withKey: { requests: 3, perSeconds: 1 }, url: 'https://developer.service.hmrc.gov.uk/api-documentation/docs/reference-guide#rate-limiting' },
})
