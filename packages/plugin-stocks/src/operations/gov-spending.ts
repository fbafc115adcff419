import { textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { dateOnly } from '../params.ts'
import { windowedOperation } from '../windowed.ts'

/** GET /api/v1/stock/usa-spending: federal awards (USASpending.gov) to the company. */
const row = v.object({
  recipientName: textOrNull, recipientParentName: textOrNull, awardDescription: textOrNull, country: textOrNull, actionDate: textOrNull, totalValue: numberOrNull,
  performanceStartDate: textOrNull, performanceEndDate: textOrNull, awardingAgencyName: textOrNull, awardingSubAgencyName: textOrNull, awardingOfficeName: textOrNull,
  performanceCity: textOrNull, performanceState: textOrNull, performanceCountry: textOrNull, naicsCode: textOrNull, permalink: textOrNull,
})

export default windowedOperation({
  name: 'gov-spending',
  description: 'US federal government contracts and awards to a listed company (USASpending.gov through Finnhub) between two dates (default the last year), newest first.',
  keywords: ['government contracts of a company', 'federal spending on lockheed', 'usaspending awards by ticker', 'government revenue of a stock'],
  path: '/api/v1/stock/usa-spending',
  row,
  item: (award) => ({
    actionDate: dateOnly(award.actionDate),
    recipient: award.recipientName,
    recipientParent: award.recipientParentName,
    amount: award.totalValue,
    description: award.awardDescription,
    agency: award.awardingAgencyName,
    subAgency: award.awardingSubAgencyName,
    office: award.awardingOfficeName,
    performanceStart: dateOnly(award.performanceStartDate),
    performanceEnd: dateOnly(award.performanceEndDate),
    performancePlace: { city: award.performanceCity, state: award.performanceState, country: award.performanceCountry },
    naicsCode: award.naicsCode,
    url: award.permalink,
  }),
  newest: (award) => award.actionDate,
})
