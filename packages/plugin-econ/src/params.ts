import { calendarDate, rowLimit } from '@svc/core'
import * as v from 'valibot'


export const limit = rowLimit

/** A FRED series id: UNRATE, DGS10, CPIAUCSL (the fred-series watcher sends `series`). */
export const seriesId = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9_.]{1,40}$/, 'must be a FRED series id such as UNRATE'), v.description('FRED series id, e.g. UNRATE'))

export const requiredDate = calendarDate
