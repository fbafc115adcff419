import { localSource } from '@svc/core'
import asnPkg from '@ip-location-db/asn/package.json' with { type: 'json' }
import countryPkg from '@ip-location-db/geo-whois-asn-country/package.json' with { type: 'json' }

/** Data attribution: the licenses ask for credit to NRO, RouteViews and DB-IP (with a link to db-ip.com). */
export const IP_SOURCE = localSource(
  `ip-location-db geo-whois-asn-country ${countryPkg.version} and asn ${asnPkg.version} (sapics/ip-location-db; data of the NRO, RouteViews and DB-IP: IP Geolocation by DB-IP, https://db-ip.com)`,
  'https://github.com/sapics/ip-location-db',
  'country ranges: CC0-1.0 as packaged, built from NRO data under CC BY 4.0; AS numbers and organisations: CC BY 4.0 (RouteViews, NRO, DB-IP IP to ASN Lite)',
)
