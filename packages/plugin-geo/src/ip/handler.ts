import { lookupAnswer, type OperationHandler } from '@svc/core'
import { parseAddress, reservedRange } from './address.ts'
import { countryOf } from './country.ts'
import { IP_SOURCE } from './source.ts'
import { lookupAddress } from './tables.ts'

export interface IpInput { ip: string }

const COUNTRY_LEVEL = 'Country-level open data: region, city and coordinates are not in the data this host serves (null).'

/** One address: country, AS and the country's time zones from the range tables; reserved blocks answer without them. */
const handler: OperationHandler<IpInput> = async ({ input }) => {
  const address = parseAddress(input.ip)!
  const reserved = reservedRange(address)
  const found = reserved ? null : await lookupAddress(address)
  const country = found?.countryCode ? countryOf(found.countryCode) : null
  return lookupAnswer({
    ip: address.text,
    version: address.version,
    reserved: reserved !== null,
    reservedRange: reserved,
    countryCode: found?.countryCode ?? null,
    countryName: country?.name ?? null,
    region: null,
    city: null,
    lat: null,
    lon: null,
    asn: found?.asn ?? null,
    asOrganization: found?.asOrganization ?? null,
    isp: found?.asOrganization ?? null,
    timezones: country?.timezones ?? [],
    precision: reserved ? null : 'country',
    note: reserved
      ? `${address.text} is in ${reserved.cidr} (${reserved.name}): not routed on the public internet, so it has no location.`
      : found?.countryCode || found?.asn ? COUNTRY_LEVEL : `No range of the data holds ${address.text} (unallocated or unannounced). ${COUNTRY_LEVEL}`,
  }, IP_SOURCE)
}

export default handler
