import { XMLParser } from 'fast-xml-parser'
import type { SanctionedAddress } from '../src/sanctions/snapshot.ts'

/**
 * Parses OFAC's SDN list in its published XML form (SDN.XML: `sdnList` > `publshInformation`
 * (sic) with `Publish_Date` MM/DD/YYYY and `Record_Count`, then `sdnEntry` elements with `uid`,
 * `firstName`, `lastName`, `sdnType`, `programList/program` and `idList/id` whose `idType` is
 * "Digital Currency Address - <ticker>" and `idNumber` the address).
 */
export function parseSdnXml(xml: string): { publishDate: string | null; recordCount: number | null; addresses: SanctionedAddress[] } {
  const parser = new XMLParser({
    ignoreAttributes: true,
    removeNSPrefix: true,
    parseTagValue: false,
    trimValues: true,
    isArray: (name) => ['sdnEntry', 'program', 'id'].includes(name),
  })
  const doc = parser.parse(xml) as { sdnList?: Record<string, unknown> }
  const list = doc.sdnList
  if (!list) throw new Error('not an SDN list: no sdnList root element')
  const info = (list.publshInformation ?? list.publishInformation ?? {}) as { Publish_Date?: string; Record_Count?: string }
  const entries = (list.sdnEntry ?? []) as Record<string, unknown>[]
  const addresses: SanctionedAddress[] = []
  for (const entry of entries) {
    const ids = ((entry.idList as { id?: Record<string, string>[] } | undefined)?.id ?? [])
    const crypto = ids.filter((id) => typeof id.idType === 'string' && id.idType.startsWith('Digital Currency Address - '))
    if (crypto.length === 0) continue
    const first = typeof entry.firstName === 'string' ? entry.firstName : ''
    const last = typeof entry.lastName === 'string' ? entry.lastName : ''
    const programs = ((entry.programList as { program?: string[] } | undefined)?.program ?? []).map(String)
    for (const id of crypto) {
      const address = String(id.idNumber ?? '').trim()
      if (!address) continue
      addresses.push({
        address,
        currency: id.idType!.slice('Digital Currency Address - '.length).trim(),
        entityUid: String(entry.uid),
        idUid: id.uid ? String(id.uid) : null,
        name: [first, last].filter(Boolean).join(' '),
        sdnType: typeof entry.sdnType === 'string' ? entry.sdnType : null,
        programs,
      })
    }
  }
  return { publishDate: isoDate(info.Publish_Date), recordCount: info.Record_Count ? Number(info.Record_Count) : null, addresses }
}

/** OFAC publishes dates as MM/DD/YYYY. */
function isoDate(value: string | undefined): string | null {
  const match = value?.match(/^(\d{2})\/(\d{2})\/(\d{4})$/)
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null
}
