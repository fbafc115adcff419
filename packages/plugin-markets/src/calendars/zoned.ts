/** Wall-clock time in an IANA time zone, through the host's Intl data. */

const formats = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    formats.set(timeZone, format)
  }
  return format
}

/** The local date (`YYYY-MM-DD`) and time (`HH:MM:SS`) of an instant in `timeZone`. */
export function localParts(instant: number, timeZone: string): { date: string; time: string } {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]))
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` }
}

/** Milliseconds `timeZone` is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const { date, time } = localParts(instant, timeZone)
  return Date.parse(`${date}T${time}Z`) - Math.floor(instant / 1000) * 1000
}

/** The instant a local wall-clock `date` `HH:MM` in `timeZone` happens (exchange sessions never fall in a DST gap). */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`)
  const first = wall - offsetAt(wall, timeZone)
  return wall - offsetAt(first, timeZone)
}

export const iso = (instant: number): string => new Date(instant).toISOString().replace('.000Z', 'Z')
