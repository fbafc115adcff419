import { createError, textOrNull, trimmedMember, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'

/** adsbdb `GET /v0/aircraft/{mode_s|registration}`: `{response: {aircraft: {...}}}`; 404 `{response: "unknown aircraft"}`. */
const adsbdbAnswer = v.object({
  response: v.object({
    aircraft: v.object({
      type: textOrNull, icao_type: textOrNull, manufacturer: textOrNull, mode_s: textOrNull, registration: textOrNull,
      registered_owner_country_iso_name: textOrNull, registered_owner_country_name: textOrNull,
      registered_owner_operator_flag_code: textOrNull, registered_owner: textOrNull, url_photo: textOrNull, url_photo_thumbnail: textOrNull,
    }),
  }),
})

/** hexdb `GET /api/v1/aircraft/{hex}`: flat strings; 404 `{"status":"404","error":"Aircraft not found."}`. */
const hexdbAnswer = v.pipe(
  v.object({ ModeS: textOrNull, Registration: textOrNull, Manufacturer: textOrNull, ICAOTypeCode: textOrNull, Type: textOrNull, RegisteredOwners: textOrNull, OperatorFlagCode: textOrNull }),
  // hexdb publishes no schema and a member can be missing, but an answer with none of them (its error object) is no record.
  v.check((a) => Object.values(a).some((value) => value !== null), 'no aircraft member'),
)

/** Only https links are passed on (photos are shown by callers' clients). */
const httpsOnly = (value: string | null) => (value && /^https:\/\//i.test(value) ? value : null)

export type AircraftRecord = ReturnType<typeof fromAdsbdb>

function fromAdsbdb(a: v.InferOutput<typeof adsbdbAnswer>['response']['aircraft']) {
  return {
    registration: trimmedMember(a.registration),
    modeS: trimmedMember(a.mode_s)?.toUpperCase() ?? null,
    type: trimmedMember(a.type),
    icaoType: trimmedMember(a.icao_type),
    manufacturer: trimmedMember(a.manufacturer),
    owner: trimmedMember(a.registered_owner),
    ownerCountry: trimmedMember(a.registered_owner_country_iso_name) ? { code: trimmedMember(a.registered_owner_country_iso_name), name: trimmedMember(a.registered_owner_country_name) } : null,
    // adsbdb's flag code picks a livery image: an airline's ICAO code, or for private aircraft often the type.
    operatorFlag: trimmedMember(a.registered_owner_operator_flag_code),
    photo: httpsOnly(a.url_photo) ? { url: httpsOnly(a.url_photo), thumbnailUrl: httpsOnly(a.url_photo_thumbnail) } : null,
  }
}

/** One aircraft from adsbdb, or null when it does not know it. */
export async function adsbdbAircraft(client: UpstreamClient, id: string) {
  const response = await client.json(`/v0/aircraft/${encodeURIComponent(id)}`, { schema: adsbdbAnswer, acceptStatus: [404] })
  return { record: response.status === 404 ? null : fromAdsbdb(response.data.response.aircraft), url: response.url }
}

/** One aircraft from hexdb, or null when it does not know it. */
export async function hexdbAircraft(client: UpstreamClient, hex: string) {
  const response = await client.json(`/api/v1/aircraft/${hex}`, { schema: hexdbAnswer, acceptStatus: [404] })
  if (response.status === 404) return { record: null, url: response.url }
  const a = response.data
  return {
    url: response.url,
    record: {
      registration: trimmedMember(a.Registration), modeS: trimmedMember(a.ModeS)?.toUpperCase() ?? null, type: trimmedMember(a.Type), icaoType: trimmedMember(a.ICAOTypeCode),
      manufacturer: trimmedMember(a.Manufacturer), owner: trimmedMember(a.RegisteredOwners), operatorFlag: trimmedMember(a.OperatorFlagCode),
    },
  }
}

export const notFound = (id: string) => createError('NOT_FOUND', `No aircraft database knows ${id}`)
