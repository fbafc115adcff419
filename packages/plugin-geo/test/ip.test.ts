import { beforeAll, describe, expect, it } from 'vitest'
import { parseAddress } from '../src/ip/address.ts'
import { lookupAddress } from '../src/ip/tables.ts'
import { testHost } from '@svc/core/testing'
import { geoFixtures } from './_upstream.ts'

const h = testHost(geoFixtures)

// Both range tables load once here (IPv4 and IPv6, about 2 s together), outside the timed tests.
beforeAll(() => Promise.all(['8.8.8.8', '::8'].map((ip) => lookupAddress(parseAddress(ip)!))), 60_000)

const ask = async (ip: string) => (await h.ok(`/api/geo/ip?ip=${encodeURIComponent(ip)}`)).items[0]

// Known answers from outside the data: Google Public DNS (8.8.8.8, 2001:4860:4860::8888) is AS15169 Google in the
// US; 1.1.1.1 is AS13335 Cloudflare on APNIC's 1.1.1.0/24 (registered in Australia); 2606:4700:4700::1111 is
// Cloudflare's IPv6 resolver (see the operators' own pages and RIR whois).
describe('geo.ip', () => {
  it('answers country, AS and the country time zones of a public IPv4 address', async () => {
    const data = await h.ok('/api/geo/ip?ip=8.8.8.8')
    expect(data.items[0]).toStrictEqual({
      ip: '8.8.8.8',
      version: 4,
      reserved: false,
      reservedRange: null,
      countryCode: 'US',
      countryName: 'United States of America',
      region: null,
      city: null,
      lat: null,
      lon: null,
      asn: 15169,
      asOrganization: 'Google LLC',
      isp: 'Google LLC',
      timezones: expect.arrayContaining(['America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu']),
      precision: 'country',
      note: expect.stringContaining('Country-level'),
    })
    expect(data.source).toMatchObject({ provider: expect.stringMatching(/ip-location-db .*2\.3\.2026061719.*DB-IP/), license: expect.stringContaining('CC BY 4.0') })
    expect(await ask('1.1.1.1')).toMatchObject({ countryCode: 'AU', countryName: 'Australia', asn: 13335, asOrganization: 'Cloudflare, Inc.' })
  })

  it('answers IPv6 addresses, in canonical form', async () => {
    expect(await ask('2001:4860:4860:0:0:0:0:8888')).toMatchObject({ ip: '2001:4860:4860::8888', version: 6, countryCode: 'US', asn: 15169, asOrganization: 'Google LLC' })
    expect(await ask('2606:4700:4700::1111')).toMatchObject({ version: 6, asn: 13335, asOrganization: 'Cloudflare, Inc.' })
  })

  it('takes the narrowest range where the published ranges overlap', async () => {
    // What the data file says: 2.58.196.0-2.58.197.255 DE holds the single-address range 2.58.197.15 BE.
    expect(await ask('2.58.197.15')).toMatchObject({ countryCode: 'BE' })
    expect(await ask('2.58.197.14')).toMatchObject({ countryCode: 'DE' })
    expect(await ask('2.58.197.16')).toMatchObject({ countryCode: 'DE' })
  })

  it('answers reserved addresses with their block and no location', async () => {
    expect(await ask('192.168.1.10')).toStrictEqual({
      ip: '192.168.1.10',
      version: 4,
      reserved: true,
      reservedRange: { name: 'private network', cidr: '192.168.0.0/16' },
      countryCode: null,
      countryName: null,
      region: null,
      city: null,
      lat: null,
      lon: null,
      asn: null,
      asOrganization: null,
      isp: null,
      timezones: [],
      precision: null,
      note: expect.stringContaining('192.168.0.0/16'),
    })
    expect(await ask('127.0.0.1')).toMatchObject({ reserved: true, reservedRange: { cidr: '127.0.0.0/8' } })
    expect(await ask('198.51.100.7')).toMatchObject({ reserved: true, reservedRange: { name: 'documentation (TEST-NET-2)' } })
    expect(await ask('172.31.255.255')).toMatchObject({ reserved: true, reservedRange: { cidr: '172.16.0.0/12' } })
    expect(await ask('172.32.0.1')).toMatchObject({ reserved: false })
    expect(await ask('::1')).toMatchObject({ version: 6, reserved: true, reservedRange: { name: 'loopback' } })
    expect(await ask('2001:db8::1')).toMatchObject({ reserved: true, reservedRange: { cidr: '2001:db8::/32' } })
    expect(await ask('fd12:3456::1')).toMatchObject({ reserved: true, reservedRange: { cidr: 'fc00::/7' } })
    expect(await ask('::ffff:8.8.8.8')).toMatchObject({ reserved: true, reservedRange: { cidr: '::ffff:0:0/96' } })
  })

  it('refuses what is not one IP address, naming ip', async () => {
    for (const bad of ['999.1.1.1', '01.2.3.4', '1.2.3.4/24', 'fe80::1%eth0', '2001:db8::1::2', 'example.com', '']) {
      await h.rejects(`/api/geo/ip?ip=${encodeURIComponent(bad)}`, 'ip')
    }
    await h.rejects('/api/geo/ip', 'ip')
  })
})
