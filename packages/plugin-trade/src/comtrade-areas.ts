import { invalidField, textOrNull, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/** The reference lists of Comtrade's areas: reporters and partners spell their members differently. */
const reporters = v.object({
  results: v.array(v.object({ reporterCode: v.number(), reporterCodeIsoAlpha3: textOrNull, isGroup: v.nullish(v.boolean()), entryExpiredDate: textOrNull })),
})
const partners = v.object({
  results: v.array(v.object({ PartnerCode: v.number(), PartnerCodeIsoAlpha3: textOrNull, isGroup: v.nullish(v.boolean()), entryExpiredDate: textOrNull })),
})


/**
 * The Comtrade (M49-based) code of an area given as a code or an ISO alpha-3 code. Comtrade's codes differ from ISO
 * 3166 numeric codes for some countries (USA 842, France 251, India 699), so alpha-3 codes go through its reference list.
 */
export async function areaCode(client: UpstreamClient, role: 'reporter' | 'partner', value: string): Promise<number> {
  if (/^\d+$/.test(value)) return Number(value)
  const code = value.toUpperCase()
  if (role === 'reporter') {
    const { data } = await client.json('/files/v1/app/reference/Reporters.json', { schema: reporters })
    const match = data.results.find((row) => row.reporterCodeIsoAlpha3 === code && !row.entryExpiredDate)
    if (match) return match.reporterCode
  } else {
    if (code === 'WLD' || code === 'W00') return 0
    const { data } = await client.json('/files/v1/app/reference/partnerAreas.json', { schema: partners })
    const match = data.results.find((row) => row.PartnerCodeIsoAlpha3 === code && !row.entryExpiredDate)
    if (match) return match.PartnerCode
  }
  throw invalidField(role, `${value} is not a ${role} area UN Comtrade knows`)
}
