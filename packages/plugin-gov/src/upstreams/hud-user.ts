import { defineUpstream, requiredKey, usGovernmentWork } from '@svc/core'

/** HUD USER API (Fair Market Rents, Income Limits); needs a free access token (Bearer). */
export const hudUser = defineUpstream({
  id: 'hud-user',
  name: 'HUD USER API (U.S. Department of Housing and Urban Development)',
  baseUrl: 'https://www.huduser.gov',
  docsUrl: 'https://www.huduser.gov/portal/dataset/fmr-api.html',
  ...usGovernmentWork({ data: 'HUD USER datasets', licenseNote: 'HUD USER API terms' }),
  key: requiredKey.header('Authorization', 'https://www.huduser.gov/portal/dataset/fmr-api.html', 'Bearer '),
  timeoutMs: 20_000,
})
