import { defineOperation, lazyHandler, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import type { IpInput } from '../ip/handler.ts'
import { ipAddress } from '../inputs.ts'

export default defineOperation({
  name: 'ip',
  method: 'GET',
  description: 'IP address geolocation on the host, with no upstream call: country (code, name, time zones), ISP as the AS number and organisation, for IPv4 and IPv6. Country-level open data: region, city and coordinates are always null. Private, loopback, documentation and other reserved addresses answer reserved: true with the block.',
  input: v.object({ ip: ipAddress }),
  sources: sourcesInWords('local: ip-location-db `geo-whois-asn-country` (country ranges) and `asn` (AS ranges) npm packages'),
  keywords: ['ip geolocation', 'ip location', 'ip country', 'ip to asn', 'ip isp', 'where is this ip'],
  // The range tables (about 60 MB of CSV) load on the first IPv4 or IPv6 call, not at host start.
  handler: lazyHandler<IpInput>(() => import('../ip/handler.ts')),
})
