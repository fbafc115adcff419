import { createError, defineOperation, localSource, lookupAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { octets, parseMac } from '../mac.ts'
import { lookup } from '../oui.ts'

const SOURCE = localSource(
  'IEEE Registration Authority MA-L/MA-M/MA-S registries, via the oui-data package',
  'https://standards.ieee.org/products-programs/regauth/',
  'IEEE public registry listing; oui-data package BSD-2-Clause',
)

export default defineOperation({
  name: 'mac-vendor',
  method: 'GET',
  description: 'Finds the manufacturer of a MAC address or OUI in the IEEE registries (name, address, country) and decodes its multicast and locally-administered bits.',
  input: v.object({
    mac: v.pipe(v.string(), v.trim(), v.minLength(6), v.maxLength(23)),
  }),
  sources: sourcesInWords('none (IEEE MA-L, MA-M and MA-S registries, embedded data from oui-data, held in memory)'),
  keywords: ['mac address', 'oui', 'mac vendor', 'nic manufacturer', 'ieee registry', 'ethernet address', 'mac lookup'],
  // Shown on /docs/net.mac-vendor with the answer recorded in examples.json, which the plugin test checks whole.
  example: { params: { mac: '00:00:0C:12:34:56' } },
  handler: ({ input }) => {
    const parsed = parseMac(input.mac)
    // A group address names its assigning organization with the I/G bit cleared (01:00:5E -> 00:00:5E).
    const registryHex = (parseInt(parsed.hex.slice(0, 2), 16) & 0xfe).toString(16).toUpperCase().padStart(2, '0') + parsed.hex.slice(2)
    const assignment = parsed.locallyAdministered ? null : lookup(registryHex)
    if (!parsed.locallyAdministered && !assignment) {
      throw createError('NOT_FOUND', `mac: ${octets(registryHex.slice(0, 6))} is not assigned in the IEEE MA-L, MA-M or MA-S registries`, { details: { field: 'mac' } })
    }
    const item = {
      input: input.mac,
      mac: parsed.mac,
      oui: octets(parsed.hex.slice(0, 6)),
      found: assignment !== null,
      vendor: assignment?.vendor ?? null,
      assignment: assignment ? { registry: assignment.registry, prefix: octets(assignment.prefix), bits: assignment.bits, subdivided: assignment.subdivided } : null,
      multicast: parsed.multicast,
      broadcast: parsed.broadcast,
      locallyAdministered: parsed.locallyAdministered,
      note: parsed.locallyAdministered ? 'locally administered address (randomized or assigned by software): the IEEE assigns no vendor to it' : null,
    }
    return lookupAnswer(item, SOURCE)
  },
})
