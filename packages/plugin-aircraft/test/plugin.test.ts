import { testPlugin, testHost } from '@svc/core/testing'
import { aviationPlugin } from '@svc/plugin-aviation'
import { describe, expect, it } from 'vitest'
import { icaoToNNumber, nNumberToIcao } from '../src/n-number.ts'
import { aircraftPlugin } from '../src/index.ts'
import { aircraftFixtures } from './_upstream.ts'

// The examples reach ADSBDB, HexDB and NTSB CAROL on the fixture server; profile calls aviation.accidents.
const h = testHost(aircraftFixtures)
testPlugin(aircraftPlugin, { plugins: [aviationPlugin], upstreams: h.upstreams })

describe('N-numbers and ICAO addresses', () => {
  it('convert both ways, matching registrations seen on the air', () => {
    for (const [n, hex] of [['N1', 'A00001'], ['N1A', 'A00002'], ['N1AA', 'A00003'], ['N10', 'A0025A'], ['N212FX', 'A1C183'], ['N285FA', 'A2E10C'], ['N628TS', 'A835AF'], ['N99999', 'ADF7C7']]) {
      expect(nNumberToIcao(n!), n).toBe(hex)
      expect(icaoToNNumber(hex!), hex).toBe(n)
    }
  })
  it('round-trip over the whole U.S. block, and refuse what is outside it', () => {
    let mismatches = 0
    for (let address = 0xa00001; address <= 0xadf7c7; address += 7) {
      const hex = address.toString(16).toUpperCase()
      if (nNumberToIcao(icaoToNNumber(hex) ?? '') !== hex) mismatches++
    }
    expect(mismatches).toBe(0)
    for (const hex of ['A00000', 'ADF7C8', '4B1805']) expect(icaoToNNumber(hex)).toBeUndefined()
    for (const n of ['N0123', 'N123456', 'N12I', 'N1ABC', 'HB-JCN', 'N12A3']) expect(nNumberToIcao(n), n).toBeUndefined()
  })
})
