import { defineOperation, forbidTogether, lookupAnswer, requireOne, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { day, find, findAll, text, textAt } from '../uspto/st96.ts'
import { tsdr } from '../upstreams/tsdr.ts'
import { caseFile, trademarkOf } from '../uspto/case-xml.ts'

/** The TSDR case record (ST.96 `TrademarkTransaction` > ... > `Trademark`) as one item. */
function toCase(trademark: unknown) {
  const national = find(trademark, 'NationalTrademarkInformation')
  const applicants = findAll(find(trademark, 'ApplicantBag'), 'Applicant').map((applicant) => ({
    name: textAt(applicant, 'EntityName') ?? textAt(applicant, 'OrganizationStandardName') ?? textAt(applicant, 'PersonFullName'),
    legalEntity: textAt(applicant, 'CommentText'),
    city: textAt(applicant, 'CityName'),
    region: textAt(applicant, 'GeographicRegionName'),
    country: textAt(applicant, 'CountryCode'),
  }))
  const goods = find(trademark, 'GoodsServicesBag')
  const classes = [...new Set(findAll(goods, 'ClassNumber').map(text).filter((value): value is string => Boolean(value)))]
  const events = findAll(find(trademark, 'MarkEventBag'), 'MarkEvent').map((event) => ({
    date: day(textAt(event, 'MarkEventDate')),
    description: textAt(event, 'MarkEventDescriptionText'),
    entry: textAt(event, 'MarkEventEntryNumber'),
  })).sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
  const register = textAt(national, 'RegisterCategory')
  return {
    serialNumber: textAt(find(trademark, 'ApplicationNumber'), 'ApplicationNumberText'),
    registrationNumber: textAt(trademark, 'RegistrationNumber'),
    mark: textAt(find(trademark, 'WordMarkSpecification'), 'MarkVerbalElementText'),
    status: textAt(national, 'MarkCurrentStatusExternalDescriptionText'),
    statusCode: textAt(trademark, 'MarkCurrentStatusCode'),
    statusDate: day(textAt(trademark, 'MarkCurrentStatusDate')),
    filed: day(textAt(trademark, 'ApplicationDate')),
    registered: day(textAt(trademark, 'RegistrationDate')),
    published: day(textAt(find(trademark, 'PublicationBag'), 'PublicationDate')),
    abandoned: day(textAt(national, 'ApplicationAbandonedDate')),
    renewed: day(textAt(national, 'RenewalDate')),
    // ST.96 writes "Primary" for the Principal Register.
    register: register === 'Primary' ? 'Principal' : register,
    owners: applicants,
    attorney: textAt(find(trademark, 'RecordAttorney'), 'PersonFullName'),
    classes,
    goodsAndServices: findAll(goods, 'GoodsServicesDescriptionText').map(text).filter((value): value is string => Boolean(value)),
    history: events,
  }
}

export default defineOperation({
  name: 'trademark-status',
  method: 'GET',
  description: "Status and prosecution history of a U.S. trademark application or registration from the USPTO's TSDR, by serial or registration number: mark, current status with its date, filing, publication, registration, renewal and abandonment dates, register, owners, attorney of record, classes, goods and services, and the prosecution events newest first.",
  input: v.object({
    serialNumber: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{8}$/, 'must be an 8-digit application serial number'), v.description('Application serial number (8 digits)'))),
    registrationNumber: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{7}$/, 'must be a 7-digit registration number'), v.description('Registration number (7 digits)'))),
  }),
  upstreams: [tsdr],
  cacheTtl: '6h',
  sources: [{ path: '/ts/cd/casestatus/{sn or rn}{number}/info.xml' }],
  keywords: ['trademark status', 'is this trademark registered', 'trademark serial number lookup', 'uspto tsdr', 'trademark prosecution history'],
  example: { params: { serialNumber: '75181334' } },
  check(input) {
    requireOne(input, ['serialNumber', 'registrationNumber'])
    forbidTogether(input, 'serialNumber', 'registrationNumber')
  },
  async handler({ input, upstream }) {
    const caseId = input.serialNumber ? `sn${input.serialNumber}` : `rn${input.registrationNumber}`
    const field = input.serialNumber ? 'serialNumber' : 'registrationNumber'
    const response = await upstream(tsdr).text(`/ts/cd/casestatus/${caseId}/info.xml`, { headers: { accept: 'application/xml' }, notFound: `${field}: the USPTO has no trademark case ${input.serialNumber ?? input.registrationNumber}`, accept: caseFile })
    return lookupAnswer({ ...toCase(await trademarkOf(response.data)), url: `https://tsdr.uspto.gov/#caseNumber=${caseId}&caseType=${input.serialNumber ? 'SERIAL_NO' : 'US_REGISTRATION_NO'}&searchType=statusSearch` }, sourceOf(tsdr, response.url))
  },
})
