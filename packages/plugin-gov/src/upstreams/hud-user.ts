import { defineUpstream, usGovernmentWork } from '@svc/core'

/** HUD USER API (Fair Market Rents, Income Limits); needs a free access token (Bearer). */
export const hudUser = defineUpstream({
  id: 'hud-user',
  name: 'HUD USER API (U.S. Department of Housing and Urban Development)',
  baseUrl: 'https://www.huduser.gov',
  docsUrl: 'https://www.huduser.gov/portal/dataset/fmr-api.html',
  ...usGovernmentWork({ data: 'HUD USER datasets', licenseNote: 'HUD USER API terms' }),
  key: { required: true, in: 'header', name: 'Authorization', prefix: 'Bearer ', signupUrl: 'https://www.huduser.gov/portal/dataset/fmr-api.html' },
  timeoutMs: 20_000,
})
