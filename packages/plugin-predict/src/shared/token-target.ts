import { createError, forbidTogether, invalidField, requireOne, type UpstreamClient, optionalText } from '@svc/core'
import * as v from 'valibot'
import { outcomesOf } from '../gamma-market.ts'
import { marketRef, tokenId } from '../params.ts'
import { resolveMarket } from './resolve-market.ts'

/** One outcome of venue A named by its token id, or by its market (id, slug or condition id) and outcome name. */
export const tokenTargetInput = {
  token: v.optional(tokenId),
  market: v.optional(marketRef),
  outcome: optionalText(1, 100, 'Outcome name with market, e.g. Yes or No (default: the first outcome)'),
}

export interface TokenTarget {
  token?: string | undefined
  market?: string | undefined
  outcome?: string | undefined
}

/** Before payment: exactly one of token and market; outcome only with market. */
export function checkTokenTarget(input: TokenTarget) {
  requireOne(input, ['token', 'market'])
  forbidTogether(input, 'token', 'market')
  if (input.outcome !== undefined && input.market === undefined) throw invalidField('outcome', 'give outcome with market')
}

/** The token id and outcome name a target names (a market and outcome are looked up on Gamma). */
export async function resolveTokenTarget(gammaClient: UpstreamClient, input: TokenTarget): Promise<{ token: string; outcome: string | null }> {
  if (input.token) return { token: input.token, outcome: null }
  const { market } = await resolveMarket(gammaClient, input.market!)
  const outcomes = outcomesOf(market)
  const wanted = input.outcome?.toLowerCase()
  const found = wanted === undefined ? outcomes[0] : outcomes.find((outcome) => outcome.name.toLowerCase() === wanted)
  if (!found) throw invalidField('outcome', `the market's outcomes are ${outcomes.map((outcome) => outcome.name).join(', ') || 'none'}`)
  if (!found.tokenId) throw createError('NOT_FOUND', `Market ${input.market} has no order book`)
  return { token: found.tokenId, outcome: found.name }
}
