import { textOrNull, numberOrNull } from '@svc/core'
import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'


/** `GET /nonprofits/api/v2/organizations/{ein}.json`, the IRS Business Master File members the screen reads. */
const schema = v.object({
  organization: v.object({ ein: v.number(), name: v.string(), city: textOrNull, state: textOrNull, subsection_code: numberOrNull, ruling_date: textOrNull, deductibility_code: numberOrNull, exempt_organization_status_code: numberOrNull }),
})

/** The organization's Business Master File record, or null when Nonprofit Explorer does not have it (404). */
export async function bmfRecord(client: UpstreamClient, ein: string) {
  const response = await client.json(`/nonprofits/api/v2/organizations/${ein}.json`, { schema, acceptStatus: [404] })
  if (response.status === 404) return { record: null, url: response.url }
  const org = response.data.organization
  return { record: { name: org.name, city: org.city, state: org.state, subsectionCode: org.subsection_code, rulingDate: org.ruling_date, deductibilityCode: org.deductibility_code, exemptStatusCode: org.exempt_organization_status_code }, url: response.url }
}
