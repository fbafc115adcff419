import { orNull, textOrNull, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import type { FundingPage, FundingQuery, Grant } from './nih.ts'

const awardSchema = v.object({
  id: v.string(),
  title: textOrNull,
  agency: textOrNull,
  awardeeName: textOrNull,
  awardeeCity: textOrNull,
  awardeeStateCode: textOrNull,
  awardeeCountryCode: textOrNull,
  fundsObligatedAmt: orNull(v.union([v.string(), v.number()])),
  startDate: textOrNull,
  expDate: textOrNull,
  piFirstName: textOrNull,
  piLastName: textOrNull,
})
const searchSchema = v.object({
  response: v.object({ award: v.optional(v.array(awardSchema), []), metadata: v.optional(v.object({ totalCount: v.optional(v.number()) })) }),
})

const FIELDS = 'id,title,agency,awardeeName,awardeeCity,awardeeStateCode,awardeeCountryCode,fundsObligatedAmt,startDate,expDate,piFirstName,piLastName'

/** Awards matching the query in NSF's award search (25 at most per page, as the API serves). */
export async function nsfProjects(client: UpstreamClient, query: FundingQuery): Promise<FundingPage> {
  const response = await client.json('/awards.json', {
    query: {
      keyword: query.q,
      pdPIName: query.pi,
      awardeeName: query.org,
      dateStart: query.fiscalYear ? `10/01/${query.fiscalYear - 1}` : undefined,
      dateEnd: query.fiscalYear ? `09/30/${query.fiscalYear}` : undefined,
      printFields: FIELDS,
      rpp: Math.min(query.limit, 25),
      offset: 1,
    },
    schema: searchSchema,
  })
  const items = response.data.response.award.map((award): Grant => ({
    funder: 'NSF',
    id: award.id,
    title: award.title,
    recipient: award.awardeeName,
    city: award.awardeeCity,
    region: award.awardeeStateCode,
    country: award.awardeeCountryCode,
    investigators: [[award.piFirstName, award.piLastName].filter(Boolean).join(' ')].filter(Boolean),
    amountUsd: award.fundsObligatedAmt === null ? null : Number(award.fundsObligatedAmt),
    fiscalYear: null,
    startDate: usDate(award.startDate),
    endDate: usDate(award.expDate),
    agency: award.agency ?? 'NSF',
    url: `https://www.nsf.gov/awardsearch/showAward?AWD_ID=${encodeURIComponent(award.id)}`,
  }))
  return { items, total: response.data.response.metadata?.totalCount ?? null, url: response.url }
}

/** NSF writes dates `MM/DD/YYYY`. */
function usDate(value: string | null | undefined): string | null {
  const match = value ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null
}
