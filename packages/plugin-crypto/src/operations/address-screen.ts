import { createError, defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { bundledSnapshotPath, loadSanctions } from '../sanctions/snapshot.ts'

export default defineOperation({
  name: 'address-screen',
  sources: sourcesInWords('none at run time: OFAC SDN digital-currency addresses embedded in `data/ofac-sdn-addresses.json` (see below), loaded once'),
  method: 'GET',
  description: 'Sanctions screening of a crypto address (any chain) against the digital-currency addresses of the OFAC SDN list embedded on the host: exact, case-insensitive match; a hit gives the entity name, programs, SDN entry id and currency. The list\'s publication date is in source.',
  input: v.object({ address: v.pipe(v.string(), v.minLength(8), v.maxLength(120)) }),
  keywords: ['ofac check', 'is this wallet sanctioned', 'sdn crypto address', 'sanctions screening'],
  async handler({ input, settings }) {
    const configured = settings.sanctionsFile
    if (configured !== undefined && typeof configured !== 'string') throw createError('UNAVAILABLE', 'settings.crypto.sanctionsFile must be a path')
    let index: Awaited<ReturnType<typeof loadSanctions>>
    try {
      index = await loadSanctions(configured ?? bundledSnapshotPath())
    } catch {
      throw createError('UNAVAILABLE', 'The sanctions snapshot could not be read on this host')
    }
    const { snapshot } = index
    const address = input.address.trim()
    const hits = index.byAddress.get(address.toLowerCase()) ?? []
    const matches = hits.map((hit) => ({ name: hit.name, sdnType: hit.sdnType, programs: hit.programs, sourceId: hit.entityUid, idUid: hit.idUid, currency: hit.currency, listedAddress: hit.address }))
    const listDate = snapshot.publishDate ?? 'seed (not a published list)'
    return {
      ok: true,
      items: [{ address, sanctioned: matches.length > 0, matches }],
      total: 1,
      source: { provider: `${snapshot.source}, list date ${listDate}`, url: snapshot.sourceUrl, license: 'U.S. Government work (public domain)', listDate: snapshot.publishDate },
      meta: {
        listDate: snapshot.publishDate,
        listComplete: snapshot.complete,
        addressesInList: index.byAddress.size,
        ...(snapshot.complete ? {} : { warning: 'This host screens against an incomplete seed snapshot; an address not found here may still be sanctioned. The operator should run refresh-sanctions.' }),
      },
    }
  },
})
