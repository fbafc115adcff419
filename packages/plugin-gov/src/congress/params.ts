import * as v from 'valibot'

export const congress = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(200), v.description('Congress number, e.g. 118')))
export const limit = (fallback: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(250)), fallback)
export const offset = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)), 0)
export const sort = v.optional(v.pipe(v.picklist(['updateDate+desc', 'updateDate+asc']), v.description('By update date')), 'updateDate+desc')
export const BILL_TYPES = ['hr', 's', 'hjres', 'sjres', 'hconres', 'sconres', 'hres', 'sres'] as const
export const billType = v.optional(v.pipe(v.picklist(BILL_TYPES), v.description('Bill type')))
export const positive = (description: string) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000), v.description(description)))
