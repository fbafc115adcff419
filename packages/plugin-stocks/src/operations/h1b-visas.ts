import { textOrNull, numberOrNull } from '@svc/core'
import * as v from 'valibot'
import { dateOnly } from '../params.ts'
import { windowedOperation } from '../windowed.ts'

/** GET /api/v1/stock/visa-application: H-1B and permanent labor certification filings (US Department of Labor). */
const row = v.object({
  year: numberOrNull, quarter: numberOrNull, caseNumber: textOrNull, caseStatus: textOrNull, receivedDate: textOrNull, visaClass: textOrNull, jobTitle: textOrNull, socCode: textOrNull,
  fullTimePosition: textOrNull, beginDate: textOrNull, endDate: textOrNull, employerName: textOrNull, worksiteCity: textOrNull, worksiteState: textOrNull,
  wageRangeFrom: numberOrNull, wageRangeTo: numberOrNull, wageUnitOfPay: textOrNull, waveUnitOfPay: textOrNull, wageLevel: textOrNull,
})

export default windowedOperation({
  name: 'h1b-visas',
  description: 'H-1B visa applications filed by a listed company (US Department of Labor disclosure data through Finnhub): job title, wage range, worksite and case status, between two dates (default the last year).',
  keywords: ['h1b visas of a company', 'h-1b salaries at google', 'visa applications by employer', 'foreign worker filings'],
  path: '/api/v1/stock/visa-application',
  row,
  item: (filing) => ({
    caseNumber: filing.caseNumber,
    caseStatus: filing.caseStatus,
    receivedDate: dateOnly(filing.receivedDate),
    visaClass: filing.visaClass,
    jobTitle: filing.jobTitle,
    socCode: filing.socCode,
    fullTime: filing.fullTimePosition === null ? null : filing.fullTimePosition === 'Y',
    beginDate: dateOnly(filing.beginDate),
    endDate: dateOnly(filing.endDate),
    employer: filing.employerName,
    worksite: { city: filing.worksiteCity, state: filing.worksiteState },
    wageFrom: filing.wageRangeFrom,
    wageTo: filing.wageRangeTo || null,
    wageUnit: filing.wageUnitOfPay ?? filing.waveUnitOfPay,
    wageLevel: filing.wageLevel,
    fiscalYear: filing.year,
    fiscalQuarter: filing.quarter,
  }),
  newest: (filing) => filing.receivedDate,
})
