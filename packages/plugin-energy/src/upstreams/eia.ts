import { defineUpstream, requiredKey, usGovernmentWork } from '@svc/core'

/** The U.S. Energy Information Administration's Open Data API v2: a free key (https://www.eia.gov/opendata/register.php) in `api_key`. */
export const eia = defineUpstream({
  id: 'eia',
  name: 'U.S. Energy Information Administration (EIA) Open Data API',
  baseUrl: 'https://api.eia.gov',
  docsUrl: 'https://www.eia.gov/opendata/documentation.php',
  ...usGovernmentWork({ data: 'EIA data', licenseNote: 'cite EIA (https://www.eia.gov/about/copyrights_reuse.php)', url: 'https://www.eia.gov/about/copyrights_reuse.php', attribution: 'Source: U.S. Energy Information Administration' }),
  key: requiredKey.query('api_key', 'https://www.eia.gov/opendata/register.php'),
  timeoutMs: 20_000,
  // EIA's data are public domain; its copyright and reuse page asks that EIA be named as the source.
})
