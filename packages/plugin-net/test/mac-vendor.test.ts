import { describe, expect, it } from 'vitest'
import { testHost, withQuery } from '@svc/core/testing'
import { netPlugin } from '../src/index.ts'

const net = testHost({ plugins: netPlugin })
const M = '/api/net/mac-vendor'
const vendorOf = (mac: string) => net.item(withQuery(M, { mac }))

const CISCO = { name: 'Cisco Systems, Inc', address: ['170 WEST TASMAN DRIVE', 'SAN JOSE CA 95134-1706'], country: 'United States' }

describe('net.mac-vendor', () => {
  it('names Cisco for 00:00:0C in every common notation', async () => {
    expect(await vendorOf('00:00:0C:12:34:56')).toEqual({
      input: '00:00:0C:12:34:56', mac: '00:00:0C:12:34:56', oui: '00:00:0C', found: true, vendor: CISCO,
      assignment: { registry: 'MA-L', prefix: '00:00:0C', bits: 24, subdivided: false },
      multicast: false, broadcast: false, locallyAdministered: false, note: null,
    })
    for (const notation of ['00-00-0c-12-34-56', '0000.0c12.3456', '00000C123456', '0:0:c:12:34:56', '00:00:0C', '00000c']) {
      const item = await vendorOf(notation)
      expect(item.vendor, notation).toEqual(CISCO)
      expect(item.mac, notation).toBe(notation.replace(/[^0-9a-f]/gi, '').length >= 12 || notation.includes(':c:') ? '00:00:0C:12:34:56' : null)
    }
  })

  it('finds other known OUIs', async () => {
    expect((await vendorOf('00:1A:2B:3C:4D:5E')).vendor).toMatchObject({ name: 'Ayecom Technology Co., Ltd.', country: 'Taiwan' })
    expect((await vendorOf('F4:F5:D8:00:00:01')).vendor.name).toBe('Google, Inc.')
    expect((await vendorOf('AC:DE:48:00:11:22')).vendor).toEqual({ name: 'Private', address: [], country: null })
  })

  it('prefers the MA-M and MA-S blocks the IEEE carves out of its own MA-L blocks', async () => {
    expect(await vendorOf('00:55:DA:01:23:45')).toMatchObject({ vendor: { name: 'Shinko Technos co.,ltd.', country: 'Japan' }, assignment: { registry: 'MA-M', prefix: '00:55:DA:0', bits: 28 } })
    expect(await vendorOf('00:1B:C5:00:01:23')).toMatchObject({ vendor: { name: 'Converging Systems Inc.' }, assignment: { registry: 'MA-S', prefix: '00:1B:C5:00:0', bits: 36 } })
    expect(await vendorOf('00:1B:C5')).toMatchObject({ vendor: { name: 'IEEE Registration Authority' }, assignment: { registry: 'MA-L', subdivided: true } })
  })

  it('decodes the group and local bits; group addresses name the owner of the OUI with the I/G bit cleared', async () => {
    expect(await vendorOf('01:00:5E:00:00:FB')).toMatchObject({ multicast: true, locallyAdministered: false, oui: '01:00:5E', vendor: { name: 'ICANN, IANA Department' }, assignment: { prefix: '00:00:5E' } })
    expect(await vendorOf('01:80:C2:00:00:00')).toMatchObject({ multicast: true, vendor: { name: 'IEEE 802.1 Chair' } })
    expect(await vendorOf('02:42:AC:11:00:02')).toMatchObject({ locallyAdministered: true, multicast: false, found: false, vendor: null, assignment: null, note: expect.stringContaining('locally administered') })
    expect(await vendorOf('33:33:00:00:00:01')).toMatchObject({ multicast: true, locallyAdministered: true, found: false })
    expect(await vendorOf('FF:FF:FF:FF:FF:FF')).toMatchObject({ broadcast: true, multicast: true, locallyAdministered: true, vendor: null })
  })

  it('accepts EUI-64 identifiers', async () => {
    expect(await vendorOf('00:00:0C:FF:FE:12:34:56')).toMatchObject({ mac: '00:00:0C:FF:FE:12:34:56', vendor: { name: 'Cisco Systems, Inc' } })
  })

  it('answers 404 for a universally administered OUI no one holds', async () => {
    const { status, body } = await net.call(withQuery(M, { mac: 'FC:FF:FF:00:00:01' }))
    expect(status).toBe(404)
    expect(body).toMatchObject({ code: 'NOT_FOUND', field: 'mac' })
  })

  // rejects anything that is not a MAC address or prefix, naming the field
  net.refusals(M, [
    [{}, 'mac'],
    [{ mac: '00:00' }, 'mac'],
    [{ mac: '0000C' }, 'mac'],
    [{ mac: '0'.repeat(24) }, 'mac'],
    [{ mac: '00:00:0C:12:34:56:78' }, 'mac'],
    [{ mac: '00:00:0G:12:34:56' }, 'mac'],
    [{ mac: 'hello world' }, 'mac'],
  ])
})
