import * as v from 'valibot'
import { awcCoord, awcNumber, awcText, awcTime, isoTime, vertices } from './common.ts'

export const HAZARDS = ['CONVECTIVE', 'TURB', 'ICE', 'IFR', 'MTN OBSCN', 'ASH'] as const

/** One advisory of `GET /api/data/airsigmet?format=json` (domestic SIGMETs, AIRMETs and outlooks). */
const advisory = v.object({
  icaoId: awcText,
  alphaChar: awcText,
  seriesId: awcText,
  receiptTime: awcTime,
  creationTime: awcTime,
  validTimeFrom: awcTime,
  validTimeTo: awcTime,
  airSigmetType: awcText,
  hazard: awcText,
  // A grade number (5 for convective SIGMETs); a numeric string reads as that number, other text stays as sent.
  severity: v.nullish(v.pipe(v.union([v.number(), v.string()]), v.transform((x) => (typeof x === 'string' && /^\d+$/.test(x.trim()) ? Number(x) : x))), null),
  altitudeLow1: awcNumber,
  altitudeLow2: awcNumber,
  altitudeHi1: awcNumber,
  altitudeHi2: awcNumber,
  // The published OpenAPI schema names the bases altitudeLo1/2; live answers write altitudeLow1/2.
  altitudeLo1: awcNumber,
  altitudeLo2: awcNumber,
  movementDir: awcNumber,
  movementSpd: awcNumber,
  rawAirSigmet: v.string(),
  coords: v.optional(v.array(awcCoord), []),
})
/** An array of advisories; 204 No Content (null) when none is in effect. */
export const sigmetAnswer = v.nullable(v.array(advisory))
export type Advisory = v.InferOutput<typeof advisory>

const defined = (values: Array<number | null>) => values.filter((value): value is number => value !== null)

export function sigmetItem(a: Advisory) {
  const lows = defined([a.altitudeLow1 ?? a.altitudeLo1, a.altitudeLow2 ?? a.altitudeLo2])
  const highs = defined([a.altitudeHi1, a.altitudeHi2])
  return {
    issuingOffice: a.icaoId,
    type: a.airSigmetType,
    series: a.seriesId,
    hazard: a.hazard,
    severity: a.severity,
    issuedAt: isoTime(a.creationTime),
    validFrom: isoTime(a.validTimeFrom),
    validTo: isoTime(a.validTimeTo),
    // Feet MSL; a missing base means from the surface, a missing top that none was given.
    altitudeFt: lows.length === 0 && highs.length === 0 ? null : { low: lows.length > 0 ? Math.min(...lows) : null, high: highs.length > 0 ? Math.max(...highs) : null },
    movement: a.movementDir === null && a.movementSpd === null ? null : { directionDeg: a.movementDir, speedKt: a.movementSpd },
    raw: a.rawAirSigmet,
    area: vertices(a.coords),
  }
}
