import { invalidField } from '@svc/core'
import { Cron } from 'croner'

/** A cron pattern checked: valid (5 fields, or 6 with seconds first), with runs at least `minIntervalSeconds` apart. */
export function checkCron(pattern: string, timezone: string, minIntervalSeconds: number): Cron {
  let cron: Cron
  try {
    cron = new Cron(pattern, { timezone, paused: true })
  } catch (error) {
    throw invalidField('cron', (error as Error).message)
  }
  const runs = cron.nextRuns(6)
  if (runs.length === 0) throw invalidField('cron', 'the pattern never fires')
  for (let i = 1; i < runs.length; i++) {
    if (runs[i]!.getTime() - runs[i - 1]!.getTime() < minIntervalSeconds * 1000) {
      throw invalidField('cron', `runs must be at least ${minIntervalSeconds} s apart on this host`)
    }
  }
  return cron
}

export function checkTimezone(timezone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone })
    return timezone
  } catch {
    throw invalidField('timezone', `"${timezone}" is not an IANA time zone such as Europe/Paris`)
  }
}

/** The first run of a cron pattern strictly after `after` (ms), or null when there is none. */
export function nextCronRun(pattern: string, timezone: string, after: number): number | null {
  return new Cron(pattern, { timezone, paused: true }).nextRun(new Date(after))?.getTime() ?? null
}
