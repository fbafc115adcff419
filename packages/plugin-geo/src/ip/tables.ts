import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Address } from './address.ts'

/**
 * The ip-location-db range files (`*-num.csv`: inclusive ranges as decimal numbers, ascending), read on the
 * first IPv4 or IPv6 question and kept as typed arrays for binary search (no file read after that).
 */
const require = createRequire(import.meta.url)
const file = (path: string) => require.resolve(`@ip-location-db/${path}`)

/**
 * Range starts, ends and the highest end up to each row: IPv4 values, or IPv6 values split into high and low
 * 64-bit halves. Starts ascend; a few ranges of the published files overlap (a single address inside a larger
 * range: the data's README warns of such bugs), so a lookup takes the latest-starting range that holds the address.
 */
interface Ranges {
  count: number
  start(index: number): bigint | number
  end(index: number): bigint | number
  reach(index: number): bigint | number
}

interface Table<R> { ranges: Ranges; row(index: number): R }

export interface Tables {
  country: Table<string>
  asn: Table<{ asn: number; organization: string | null }>
}

const loaded: { 4?: Promise<Tables>; 6?: Promise<Tables> } = {}

/** The country and AS of an address: null members where no range of the data holds it. */
export async function lookupAddress(address: Address) {
  loaded[address.version] ??= loadTables(address.version)
  const tables = await loaded[address.version]!
  const country = find(tables.country, address.value)
  const asn = find(tables.asn, address.value)
  return { countryCode: country, asn: asn?.asn ?? null, asOrganization: asn?.organization ?? null }
}

function find<R>(table: Table<R>, value: number | bigint): R | null {
  const { ranges } = table
  let low = 0
  let high = ranges.count - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    if (ranges.start(middle) <= value) low = middle + 1
    else high = middle - 1
  }
  // `high` is the last range starting at or below the address; step back only while an earlier range reaches it.
  for (let index = high; index >= 0 && ranges.reach(index) >= value; index--) {
    if (ranges.end(index) >= value) return table.row(index)
  }
  return null
}

async function loadTables(version: 4 | 6): Promise<Tables> {
  const [country, asn] = await Promise.all([
    readFile(file(`geo-whois-asn-country/geo-whois-asn-country-ipv${version}-num.csv`), 'utf8'),
    readFile(file(`asn/asn-ipv${version}-num.csv`), 'utf8'),
  ])
  return { country: countryTable(version, country), asn: asnTable(version, asn) }
}

/** Each line's fields after the range: `code` (country), or `asn,organization` (organization CSV-quoted when it has a comma or quote). */
function lines(text: string, each: (fields: [start: string, end: string, rest: string], index: number) => void): number {
  let index = 0
  for (let at = 0; at < text.length; ) {
    const next = text.indexOf('\n', at)
    const line = text.slice(at, next === -1 ? text.length : next).replace(/\r$/, '')
    at = next === -1 ? text.length : next + 1
    if (!line) continue
    const first = line.indexOf(',')
    const second = line.indexOf(',', first + 1)
    each([line.slice(0, first), line.slice(first + 1, second), line.slice(second + 1)], index++)
  }
  return index
}

const countLines = (text: string) => lines(text, () => {})

function rangeStore(version: 4 | 6, count: number) {
  if (version === 4) {
    const values = new Uint32Array(count * 3)
    return {
      set(index: number, start: string, end: string) {
        values[index * 3] = Number(start)
        values[index * 3 + 1] = Number(end)
        values[index * 3 + 2] = Math.max(Number(end), index ? values[index * 3 - 1]! : 0)
      },
      ranges: { count, start: (index: number) => values[index * 3]!, end: (index: number) => values[index * 3 + 1]!, reach: (index: number) => values[index * 3 + 2]! },
    }
  }
  const halves = new BigUint64Array(count * 6)
  const mask = (1n << 64n) - 1n
  const read = (at: number) => (halves[at]! << 64n) | halves[at + 1]!
  return {
    set(index: number, start: string, end: string) {
      const [s, e] = [BigInt(start), BigInt(end)]
      const reach = index && read(index * 6 - 2) > e ? read(index * 6 - 2) : e
      halves.set([s >> 64n, s & mask, e >> 64n, e & mask, reach >> 64n, reach & mask], index * 6)
    },
    ranges: { count, start: (index: number) => read(index * 6), end: (index: number) => read(index * 6 + 2), reach: (index: number) => read(index * 6 + 4) },
  }
}

function countryTable(version: 4 | 6, text: string): Table<string> {
  const count = countLines(text)
  const store = rangeStore(version, count)
  const codes = new Uint16Array(count)
  lines(text, ([start, end, code], index) => {
    store.set(index, start, end)
    codes[index] = (code.charCodeAt(0) << 8) | code.charCodeAt(1)
  })
  checkOrder(store.ranges, 'geo-whois-asn-country')
  return { ranges: store.ranges, row: (index) => String.fromCharCode(codes[index]! >> 8, codes[index]! & 0xff) }
}

function asnTable(version: 4 | 6, text: string): Table<{ asn: number; organization: string | null }> {
  const count = countLines(text)
  const store = rangeStore(version, count)
  const numbers = new Uint32Array(count)
  const organizationOf = new Uint32Array(count)
  const organizations: string[] = []
  const known = new Map<string, number>()
  lines(text, ([start, end, rest], index) => {
    store.set(index, start, end)
    const comma = rest.indexOf(',')
    numbers[index] = Number(rest.slice(0, comma))
    const raw = rest.slice(comma + 1)
    const name = raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw
    let id = known.get(name)
    if (id === undefined) {
      id = organizations.push(name) - 1
      known.set(name, id)
    }
    organizationOf[index] = id
  })
  checkOrder(store.ranges, 'asn')
  return { ranges: store.ranges, row: (index) => ({ asn: numbers[index]!, organization: organizations[organizationOf[index]!] || null }) }
}

/** Binary search needs ascending starts: a data file that breaks this fails loudly, not with wrong answers. */
function checkOrder(ranges: Ranges, name: string) {
  for (let index = 1; index < ranges.count; index++) {
    if (ranges.start(index) < ranges.start(index - 1) || ranges.start(index) > ranges.end(index)) throw new Error(`${name}: ranges out of order at line ${index + 1}`)
  }
}
