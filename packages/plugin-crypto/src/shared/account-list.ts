import { invalidField } from '@svc/core'
import * as v from 'valibot'

/** Etherscan serves the first 10,000 rows of an account list: page x offset stays within them. */
export const RESULT_WINDOW = 10_000

/** Paging and block range parameters shared by Etherscan's account lists. */
export const accountListParams = {
  chainId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.description(`Page (1-based); page x offset at most ${RESULT_WINDOW.toLocaleString('en-US')}, the rows Etherscan serves`)), 1),
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 25),
  sort: v.optional(v.picklist(['asc', 'desc']), 'desc'),
  startBlock: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  endBlock: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
}

/**
 * What can only fail of an account list, refused before payment: blocks in the wrong order, and a
 * page past the 10,000 rows Etherscan serves (it answers "Result window is too large").
 */
export function checkAccountList(input: { page: number; offset: number; startBlock?: number | undefined; endBlock?: number | undefined }): void {
  if (input.startBlock !== undefined && input.endBlock !== undefined && input.endBlock < input.startBlock) {
    throw invalidField('endBlock', 'must not be below startBlock')
  }
  if (input.page * input.offset > RESULT_WINDOW) {
    throw invalidField('page', `page x offset is ${input.page * input.offset}; Etherscan serves the first ${RESULT_WINDOW.toLocaleString('en-US')} rows of a list (narrow it with startBlock and endBlock)`)
  }
}
