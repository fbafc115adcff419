import { decodeText } from './zipped-lines.ts'

/**
 * The investigations file as NHTSA's field description (INV.txt) lays it out: one TAB-delimited record per
 * investigation and vehicle (or equipment) make, model and model year, 11 fields:
 * 1 NHTSA ACTION NUMBER, 2 MAKE, 3 MODEL, 4 YEAR (9999 if unknown or N/A), 5 COMPNAME, 6 MFR_NAME,
 * 7 ODATE and 8 CDATE (YYYYMMDD), 9 CAMPNO (the recall campaign it led to), 10 SUBJECT, 11 SUMMARY (since 2008).
 */

/** A name as written and its comparison key; each distinct name is held once. */
export interface Name {
  text: string
  key: string
}

export interface Row {
  make: Name
  model: Name
  year: number | null
  component: Name
}

export interface Investigation {
  actionNumber: string
  openDate: string | null
  closeDate: string | null
  subject: string | null
  summary: string | null
  rows: Row[]
  manufacturers: string[]
  recallCampaigns: string[]
}

export interface InvestigationIndex {
  byNumber: Map<string, Investigation>
  /** Latest opened first (then by action number, highest first). */
  newestFirst: Investigation[]
  /** The same order, per make key: a search by make reads only its own. */
  byMake: Map<string, Investigation[]>
  /** Records read, and lines that were not records (too few fields). */
  records: number
  skipped: number
}

/** Make and model keys drop case, spaces and punctuation: "F-150" and "f150" are one model. */
export const nameKey = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '')
/** Component keys keep the words: "AIR BAGS:FRONTAL" is searched by words such as "air bags". */
export const componentKey = (text: string) => text.toUpperCase().replace(/\s+/g, ' ').trim()

const isoDay = (text: string) => {
  const day = /^(\d{4})(\d{2})(\d{2})$/.exec(text.trim())
  return day ? `${day[1]}-${day[2]}-${day[3]}` : null
}
const orNull = (text: string) => (text.trim() ? text.trim() : null)

/** Builds the index line by line, holding each investigation's texts once however many vehicles it lists. */
export function createIndexBuilder() {
  const byNumber = new Map<string, Investigation>()
  /** Make and model names, then component names, each held once (their keys differ). */
  const held = [new Map<string, Name>(), new Map<string, Name>()] as const
  const name = (text: string, key: typeof nameKey | typeof componentKey): Name => {
    const names = held[key === nameKey ? 0 : 1]
    const trimmed = text.trim()
    let found = names.get(trimmed)
    if (!found) {
      const kept = own(trimmed)
      names.set(kept, (found = { text: kept, key: key(kept) }))
    }
    return found
  }
  let records = 0
  let skipped = 0
  /** The investigation whose summary the last record started: a line without a TAB continues it. */
  let summaryOf: Investigation | undefined
  /** A line that is not a record: blank, the rest of a summary broken over lines, or skipped. */
  const skip = () => {
    skipped++
    summaryOf = undefined
  }
  const other = (text: string) => {
    if (text.trim() === '') return
    if (!text.includes('\t') && summaryOf) summaryOf.summary = summaryOf.summary ? `${summaryOf.summary}\n${text.trim()}` : text.trim()
    else skip()
  }

  return {
    /** Reads one line of the file; only an investigation's first record has its subject and summary decoded. */
    line(bytes: Uint8Array): void {
      const ninthTab = nthTab(bytes, 9)
      if (ninthTab === -1) {
        other(decodeText(bytes))
        return
      }
      const fields = decodeText(bytes.subarray(0, ninthTab)).split('\t')
      const actionNumber = fields[0]!.trim().toUpperCase()
      if (actionNumber === '') {
        skip()
        return
      }
      records++
      let investigation = byNumber.get(actionNumber)
      if (investigation) summaryOf = undefined
      else {
        // Field 10, then field 11 (since 2008); a TAB inside the summary stays in it.
        const tail = decodeText(bytes.subarray(ninthTab + 1))
        const tab = tail.indexOf('\t')
        investigation = {
          actionNumber: own(actionNumber), openDate: isoDay(fields[6]!), closeDate: isoDay(fields[7]!),
          subject: orNull(tab === -1 ? tail : tail.slice(0, tab)), summary: tab === -1 ? null : orNull(tail.slice(tab + 1)),
          rows: [], manufacturers: [], recallCampaigns: [],
        }
        byNumber.set(investigation.actionNumber, investigation)
        summaryOf = investigation
      }
      const year = Number(fields[3])
      investigation.rows.push({
        make: name(fields[1]!, nameKey), model: name(fields[2]!, nameKey),
        year: Number.isInteger(year) && year > 0 && year !== 9999 ? year : null,
        component: name(fields[4]!, componentKey),
      })
      addOnce(investigation.manufacturers, orNull(fields[5]!))
      addOnce(investigation.recallCampaigns, orNull(fields[8]!))
    },
    finish(): InvestigationIndex {
      const newestFirst = [...byNumber.values()].sort((a, b) => compare(b.openDate ?? '', a.openDate ?? '') || compare(b.actionNumber, a.actionNumber))
      const byMake = new Map<string, Investigation[]>()
      for (const investigation of newestFirst) {
        for (const make of new Set(investigation.rows.map((row) => row.make.key))) {
          const list = byMake.get(make)
          if (list) list.push(investigation)
          else byMake.set(make, [investigation])
        }
      }
      return { byNumber, newestFirst, byMake, records, skipped }
    },
  }
}

/** Code-unit order: dates and action numbers are ASCII (and localeCompare is far slower on 100,000 records). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

function addOnce(list: string[], value: string | null): void {
  if (value !== null && !list.includes(value)) list.push(own(value))
}

/** Where the `n`th TAB of a line is, or -1. */
function nthTab(bytes: Uint8Array, n: number): number {
  let at = -1
  for (let count = 0; count < n; count++) {
    at = bytes.indexOf(9, at + 1)
    if (at === -1) return -1
  }
  return at
}

/**
 * A copy of a cut-out: V8 may hold it as a view of the text it was cut from, which would keep that
 * text alive as long as the index.
 */
const own = (text: string) => Buffer.from(text, 'utf8').toString('utf8')
