import { UpstreamError, type UpstreamClient, type UpstreamResponse } from '@svc/core'
import * as v from 'valibot'
import { celestrak } from '../upstreams/providers.ts'

const numeric = v.union([v.number(), v.pipe(v.string(), v.transform(Number), v.number())])
/** The OMM members CelesTrak's `FORMAT=json` answer carries and the propagation reads. */
export const ommRecord = v.looseObject({
  OBJECT_NAME: v.string(),
  OBJECT_ID: v.string(),
  EPOCH: v.string(),
  MEAN_MOTION: numeric,
  ECCENTRICITY: numeric,
  INCLINATION: numeric,
  RA_OF_ASC_NODE: numeric,
  ARG_OF_PERICENTER: numeric,
  MEAN_ANOMALY: numeric,
  NORAD_CAT_ID: numeric,
  ELEMENT_SET_NO: numeric,
  REV_AT_EPOCH: v.optional(numeric),
  BSTAR: numeric,
  MEAN_MOTION_DOT: numeric,
  MEAN_MOTION_DDOT: numeric,
})
export type Omm = v.InferOutput<typeof ommRecord>

/** The records of the last answer read: its `accept` and its reader parse one answer once. */
let lastRead: { text: string; records: Omm[] } | undefined

/** The element sets of an answer, [] for CelesTrak's plain-text "No GP data found"; anything else is CelesTrak's failure. */
function readGp(data: string): Omm[] {
  if (lastRead?.text === data) return lastRead.records
  const text = data.trim()
  if (/^No GP data found/i.test(text)) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new UpstreamError('UPSTREAM_FAILED', `${celestrak.name} sent no JSON`, 200, text.slice(0, 200))
  }
  const result = v.safeParse(v.array(ommRecord), parsed)
  if (!result.success) throw new UpstreamError('UPSTREAM_FAILED', `${celestrak.name} sent another shape (${v.getDotPath(result.issues[0]) ?? 'root'})`, 200, text.slice(0, 200))
  lastRead = { text: data, records: result.output }
  return result.output
}

/** The answer's `accept`: one that is not element sets (a web page, JSON of another shape) is refused, never kept two hours. */
const elementSets = (data: string) => void readGp(data)

/**
 * `GET /NORAD/elements/gp.php?<query>&FORMAT=json`: the element sets, or [] when CelesTrak answers its plain-text
 * "No GP data found" (an unknown number, name or group).
 */
export async function fetchGp(client: UpstreamClient, query: Record<string, string | number>): Promise<{ records: Omm[], response: UpstreamResponse<string> }> {
  const response = await client.text('/NORAD/elements/gp.php', { query: { ...query, FORMAT: 'json' }, accept: elementSets })
  return { records: readGp(response.data), response }
}
