import { textOrNull, trimmedMember } from '@svc/core'
import * as v from 'valibot'
import { day } from './st96.ts'


/** One owner of a search row as the RapidAPI "USPTO Trademark" search lists it (an owner per filing role). */
const ownerRow = v.object({
  name: textOrNull,
  owner_label: textOrNull,
  legal_entity_type_label: textOrNull,
  city: textOrNull,
  state: textOrNull,
  country: textOrNull,
})

/** `GET /v1/trademarkSearch/{keyword}/{active|all}`: `{count, items[]}`, the members read here. */
export const searchAnswer = v.object({
  count: v.number(),
  items: v.array(v.object({
    keyword: textOrNull,
    serial_number: v.union([v.string(), v.number()]),
    registration_number: v.nullish(v.union([v.string(), v.number()]), null),
    status_label: textOrNull,
    status_code: v.nullish(v.union([v.string(), v.number()]), null),
    status_date: textOrNull,
    status_definition: textOrNull,
    filing_date: textOrNull,
    registration_date: textOrNull,
    abandonment_date: textOrNull,
    expiration_date: textOrNull,
    description: textOrNull,
    owners: v.nullish(v.array(ownerRow), []),
  })),
})

type Row = v.InferOutput<typeof searchAnswer>['items'][number]

/** An application not (yet) registered carries registration number 0000000. */
const registration = (value: string | number | null) => {
  const number = value === null ? '' : String(value).trim()
  return /^\d+$/.test(number) && !/^0+$/.test(number) ? number : null
}

/** "Live/Registered", "Live/Pending": live; "Dead/Abandoned", "Dead/Cancelled"...: dead. */
export const isLive = (row: Row) => (row.status_label ? /^live/i.test(row.status_label) : null)

/** Every word of `owner` in the name of one of the row's owners, case-insensitively. */
export function ownedBy(row: Row, owner: string) {
  const words = owner.toLowerCase().split(/\s+/).filter(Boolean)
  return (row.owners ?? []).some((entry) => {
    const name = entry.name?.toLowerCase() ?? ''
    return words.every((word) => name.includes(word))
  })
}

/** A search row as an item of the answer, linking the case's TSDR page. */
export function toItem(row: Row) {
  const serialNumber = String(row.serial_number).trim()
  const owners = (row.owners ?? []).map((entry) => ({
    name: trimmedMember(entry.name),
    role: trimmedMember(entry.owner_label),
    legalEntity: trimmedMember(entry.legal_entity_type_label),
    city: trimmedMember(entry.city),
    state: trimmedMember(entry.state),
    country: trimmedMember(entry.country),
  }))
  return {
    serialNumber,
    registrationNumber: registration(row.registration_number),
    mark: trimmedMember(row.keyword),
    owner: owners.find((entry) => entry.name)?.name ?? null,
    owners,
    status: trimmedMember(row.status_label),
    live: isLive(row),
    statusCode: row.status_code === null ? null : String(row.status_code),
    statusDescription: trimmedMember(row.status_definition),
    statusDate: day(row.status_date),
    filingDate: day(row.filing_date),
    registrationDate: day(row.registration_date),
    abandonmentDate: day(row.abandonment_date),
    expirationDate: day(row.expiration_date),
    goodsAndServices: trimmedMember(row.description),
    url: `https://tsdr.uspto.gov/#caseNumber=${serialNumber}&caseType=SERIAL_NO&searchType=statusSearch`,
  }
}
