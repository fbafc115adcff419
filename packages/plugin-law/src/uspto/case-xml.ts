import { createError } from '@svc/core'
import { tsdr } from '../upstreams/tsdr.ts'
import { find } from './st96.ts'

/**
 * The `Trademark` element of a TSDR case file (`/ts/cd/casestatus/{id}/info.xml`), or a 502. XML that is not well formed
 * (a file cut short, which the parser would read in part without a word) or that holds no case is refused.
 */
export async function trademarkOf(xml: string): Promise<object> {
  // fast-xml-parser loads with the first case, not at the host's start.
  const { XMLParser, XMLValidator } = await import('fast-xml-parser')
  if (XMLValidator.validate(xml) !== true) throw createError('UPSTREAM_FAILED', `${tsdr.name} sent a case file that is not well-formed XML`)
  let trademark: unknown
  try {
    trademark = find(new XMLParser({ removeNSPrefix: true, ignoreAttributes: true, parseTagValue: false, trimValues: true }).parse(xml), 'Trademark')
  } catch {
    trademark = undefined
  }
  if (!trademark || typeof trademark !== 'object') throw createError('UPSTREAM_FAILED', `${tsdr.name} answered something that is not a trademark case`)
  return Array.isArray(trademark) ? trademark[0] : trademark
}

/** The case file's `accept`: one `trademarkOf` reads, so a broken one is not kept 6 hours. Module level: asked once per answer. */
export const caseFile = async (xml: string) => void (await trademarkOf(xml))
