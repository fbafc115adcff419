import { textOrNull, numberOrNull } from '@svc/core'
import type { UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { ngaMsi } from './upstreams/nga-msi.ts'

const number = v.nullish(v.union([v.number(), v.string()]), null)
/** One port of `GET /api/publications/world-port-index?output=json` (`{ports: [...]}`, about 3,700 ports): the members read here. */
const port = v.object({
  portNumber: v.number(), portName: v.string(), alternateName: textOrNull, countryCode: textOrNull, countryName: textOrNull, regionName: textOrNull, unloCode: textOrNull,
  ycoord: numberOrNull, xcoord: numberOrNull, harborSize: textOrNull, harborType: textOrNull, shelter: textOrNull, harborUse: textOrNull,
  chDepth: number, anDepth: number, cpDepth: number, otDepth: number, maxVesselLength: number, maxVesselBeam: number, maxVesselDraft: number,
  repairCode: textOrNull, drydock: textOrNull, ptCompulsory: textOrNull, tugsAssist: textOrNull, loContainer: textOrNull, loOilTerm: textOrNull, loSolidBulk: textOrNull, loRoro: textOrNull, loLiquidBulk: textOrNull,
  suFuel: textOrNull, suDiesel: textOrNull, suWater: textOrNull, medFacilities: textOrNull, firstPortOfEntry: textOrNull, navArea: textOrNull, publicationNumber: textOrNull, chartNumber: textOrNull,
})
const answer = v.object({ ports: v.array(port) })
export type WpiPort = v.InferOutput<typeof port>

/** The whole index, parsed once and kept in memory a day (the file is ~6 MB: larger than the shared upstream cache holds). */
const held = new Map<string, { ports: WpiPort[]; url: string; until: number }>()
/** How long the index is held in memory once read (the answer is about 3,700 ports). */
export const HELD_MS = 86_400_000

export async function worldPortIndex(client: UpstreamClient, now = Date.now()) {
  const kept = held.get(client.baseUrl)
  if (kept && kept.until > now) return kept
  const { data, url } = await client.json('/api/publications/world-port-index', { query: { output: 'json' }, schema: answer, timeoutMs: ngaMsi.timeoutMs })
  const fresh = { ports: data.ports, url, until: now + HELD_MS }
  held.set(client.baseUrl, fresh)
  return fresh
}

/** Forgets the held index (tests). */
export const forgetWorldPortIndex = () => held.clear()

const SIZES: Record<string, string> = { V: 'very small', S: 'small', M: 'medium', L: 'large' }
const YES: Record<string, boolean> = { Y: true, N: false }
/** WPI depth codes are binned ranges in metres (the published value), read as numbers where they are. */
const metres = (value: number | string | null) => (value === null || value === '' ? null : Number.isFinite(Number(value)) ? Number(value) : null)
const flag = (value: string | null) => (value ? YES[value] ?? null : null)

/** A port as the group answers it. */
export const portItem = (row: WpiPort) => ({
  wpiNumber: row.portNumber,
  name: row.portName,
  alternateName: row.alternateName || null,
  locode: row.unloCode ? row.unloCode.replace(/\s+/g, '') : null,
  country: row.countryCode,
  countryName: row.countryName,
  region: row.regionName,
  lat: row.ycoord,
  lon: row.xcoord,
  harborSize: row.harborSize ? SIZES[row.harborSize] ?? row.harborSize : null,
  harborType: row.harborType,
  shelter: row.shelter,
  depthsM: { channel: metres(row.chDepth), anchorage: metres(row.anDepth), cargoPier: metres(row.cpDepth), oilTerminal: metres(row.otDepth) },
  maxVessel: { lengthM: metres(row.maxVesselLength), beamM: metres(row.maxVesselBeam), draftM: metres(row.maxVesselDraft) },
  facilities: { container: flag(row.loContainer), oilTerminal: flag(row.loOilTerm), solidBulk: flag(row.loSolidBulk), roro: flag(row.loRoro), liquidBulk: flag(row.loLiquidBulk), drydock: row.drydock || null, repairs: row.repairCode || null },
  services: { pilotageCompulsory: flag(row.ptCompulsory), tugs: flag(row.tugsAssist), fuel: flag(row.suFuel), diesel: flag(row.suDiesel), water: flag(row.suWater), medical: flag(row.medFacilities) },
  firstPortOfEntry: flag(row.firstPortOfEntry),
})
