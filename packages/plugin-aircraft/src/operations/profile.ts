import { createError, defineOperation, lookupAnswer, type OperationContext, runSection, sectionData, sectionStatus } from '@svc/core'
import type * as v from 'valibot'
import { aircraftInput, identifiers } from '../params.ts'
import { adsbdbAircraft, hexdbAircraft, notFound } from '../records.ts'
import { adsbdb } from '../upstreams/adsbdb.ts'
import { hexdb } from '../upstreams/hexdb.ts'

interface AccidentEvent { aircraft: Array<{ registration: string | null }>; [field: string]: unknown }
interface Accidents { total: number; events: AccidentEvent[] }
type Ctx = OperationContext<v.InferOutput<typeof aircraftInput>>

export default defineOperation({
  name: 'profile',
  method: 'GET',
  description: 'A fuller aircraft profile by registration or Mode S address: identity, owner and photo from two aircraft databases (adsbdb, hexdb) with their agreement, and the NTSB accident and incident history of the registration, each source reporting found or error on its own.',
  input: aircraftInput,
  upstreams: [adsbdb, hexdb],
  // Accident history comes from the aviation plugin's NTSB operation.
  requires: ['aviation.accidents'],
  cacheTtl: '1d',
  sources: [{ upstream: adsbdb, path: '/v0/aircraft/{registration or hex}' }, { upstream: hexdb, path: '/api/v1/aircraft/{hex}' }, { operation: 'aviation.accidents' }],
  keywords: ['aircraft history', 'tail number accidents', 'plane owner and accidents', 'airframe profile'],
  async handler(ctx) {
    const ids = identifiers(ctx.input)
    const adsbdbRun = runSection(async () => (await adsbdbAircraft(ctx.upstream(adsbdb), ids.asked)).record, { failure: 'adsbdb could not be asked' })
    // Without a U.S. conversion, the address and the registration come from adsbdb's answer.
    const hex = async () => ids.hex ?? sectionData(await adsbdbRun)?.modeS ?? null
    const registration = async () => ids.registration ?? sectionData(await adsbdbRun)?.registration ?? null
    const [first, second, accidents] = await Promise.all([
      adsbdbRun,
      runSection(async () => {
        const address = await hex()
        return address ? (await hexdbAircraft(ctx.upstream(hexdb), address)).record : null
      }, { failure: 'hexdb could not be asked' }),
      runSection(async () => {
        const tail = await registration()
        return tail ? accidentHistory(ctx, tail) : null
      }, { failure: 'NTSB could not be asked' }),
    ])
    const a = sectionData(first)
    const b = sectionData(second)
    // Nothing known of it anywhere (no identity, no NTSB case): 404, or 502 when the databases could not be asked.
    if (!a && !b && !sectionData(accidents)?.total) {
      if ([first, second].every((part) => part.status === 'error')) throw createError('UPSTREAM_FAILED', 'Neither aircraft database could be asked')
      throw notFound(ids.asked)
    }
    const same = (x: string | null | undefined, y: string | null | undefined) => (x && y ? x.replace(/-/g, '') === y.replace(/-/g, '') : null)
    return lookupAnswer({
      registration: a?.registration ?? b?.registration ?? ids.registration ?? null,
      modeS: a?.modeS ?? b?.modeS ?? ids.hex ?? null,
      type: a?.type ?? b?.type ?? null,
      icaoType: a?.icaoType ?? b?.icaoType ?? null,
      manufacturer: a?.manufacturer ?? b?.manufacturer ?? null,
      owner: a?.owner ?? b?.owner ?? null,
      ownerCountry: a?.ownerCountry ?? null,
      photo: a?.photo ?? null,
      // Whether the two databases name the same airframe (null when one has no answer).
      agreement: { registration: same(a?.registration, b?.registration), icaoType: same(a?.icaoType, b?.icaoType), owner: same(a?.owner?.toUpperCase(), b?.owner?.toUpperCase()) },
      accidents: sectionData(accidents),
      sources: {
        adsbdb: { ...sectionStatus(first), record: a },
        hexdb: { ...sectionStatus(second), record: b },
        ntsb: sectionStatus(accidents),
      },
    }, { provider: `${adsbdb.name}; ${hexdb.name}; NTSB CAROL`, url: adsbdb.docsUrl!, license: 'adsbdb and hexdb public APIs; NTSB data public domain' }, { mode: 'lookup' })
  },
})

/** The registration's NTSB cases through `aviation.accidents` (exact registration only). */
async function accidentHistory(ctx: Ctx, registration: string): Promise<Accidents> {
  const answer = (await ctx.call('aviation.accidents', { registration, limit: 100 })) as Accidents
  // CAROL matches registrations partially (N12 also finds N123): keep this one's cases.
  const events = answer.events.filter((event) => event.aircraft.some((aircraft) => aircraft.registration?.toUpperCase() === registration))
  return { total: events.length, events }
}
