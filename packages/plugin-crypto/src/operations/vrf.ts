import { createError, defineOperation, invalidField, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { verifyUnchainedG1 } from '../compute/drand-verify.ts'
import { isoFromSeconds } from '../shared/result.ts'
import { drand, quicknet } from '../upstreams/drand.ts'
import { normalizedOutput } from '../shared/output.ts'

const beacon = v.object({ round: v.number(), signature: v.pipe(v.string(), v.regex(/^[0-9a-f]+$/)), randomness: v.optional(v.string()) })
/**
 * The `accept` of a beacon: the round asked for, whose signature verifies (round 1000 is kept a day). A verifier that
 * cannot answer (busy, timed out) lets it through: the handler verifies again and answers that failure, not drand's.
 */
const beaconFor = (asked: number | undefined) => async (data: unknown) => {
  const answer = data as v.InferOutput<typeof beacon>
  if (asked && answer.round !== asked) return `drand answered round ${answer.round} for round ${asked}`
  const randomness = await verifyUnchainedG1(answer.round, answer.signature, quicknet.publicKey).catch(() => undefined)
  return randomness === undefined || (randomness !== null && (!answer.randomness || answer.randomness === randomness)) || `drand round ${answer.round} failed BLS verification against the quicknet public key`
}
const bound = v.optional(v.pipe(v.number(), v.integer(), v.minValue(-(2 ** 53) + 1), v.maxValue(2 ** 53 - 1), v.description('With the other bound: map the randomness to an integer in [min, max]')))

export default defineOperation({
  name: 'vrf',
  method: 'GET',
  description: 'Verifiable public randomness from the drand quicknet beacon (League of Entropy): the round\'s BLS signature is verified on the host against the pinned network key, randomness = sha256(signature); optionally mapped to an integer in [min, max]. Anyone can re-verify the round.',
  input: v.object({ round: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2 ** 40), v.description('drand quicknet round (default: the latest; one every 3 s since 2023-08-23)'))), min: bound, max: bound }),
  output: normalizedOutput({ chainHash: 'string', scheme: 'string', round: 'integer', time: 'string', randomness: 'string', signature: 'string', publicKey: 'string', verified: 'boolean', range: { min: 'integer', max: 'integer', value: 'integer' } }),
  upstreams: [drand],
  sources: [
    { path: '/{chainHash}/public/latest', cacheTtl: '1s' },
    { path: '/{chainHash}/public/{round}', cacheTtl: '1d' },
  ],
  keywords: ['verifiable random number', 'provably fair randomness', 'drand beacon', 'random seed'],
  // Half a range, or one in the wrong order, can only fail: the 400 comes before any 402.
  check: (input) => {
    if ((input.min === undefined) !== (input.max === undefined)) throw invalidField(input.min === undefined ? 'min' : 'max', `${input.min === undefined ? 'min' : 'max'}: give min and max together`)
    if (input.min !== undefined && input.max !== undefined && input.max <= input.min) throw invalidField('max', 'must be greater than min')
  },
  async handler({ input, upstream, signal }) {
    const path = `/${quicknet.hash}/public/${input.round ?? 'latest'}`
    const response = await upstream(drand).json(path, { schema: beacon, acceptStatus: [404, 425], accept: beaconFor(input.round) })
    if (response.status !== 200) throw createError('NOT_FOUND', `drand has not produced round ${input.round} yet`)
    const { data, url } = response
    if (input.round && data.round !== input.round) throw createError('UPSTREAM_FAILED', `drand answered round ${data.round} for round ${input.round}`)
    const randomness = await verifyUnchainedG1(data.round, data.signature, quicknet.publicKey, signal)
    if (!randomness || (data.randomness && data.randomness !== randomness)) throw createError('UPSTREAM_FAILED', `drand round ${data.round} failed BLS verification against the quicknet public key; not answered`)
    const value = input.min !== undefined && input.max !== undefined
      ? input.min + Number(BigInt(`0x${randomness}`) % BigInt(input.max - input.min + 1))
      : null
    const item = {
      chainHash: quicknet.hash,
      scheme: quicknet.scheme,
      round: data.round,
      time: isoFromSeconds(quicknet.genesisTime + (data.round - 1) * quicknet.periodSeconds),
      randomness,
      signature: data.signature,
      publicKey: quicknet.publicKey,
      verified: true,
      range: value === null ? null : { min: input.min, max: input.max, value },
    }
    return lookupAnswer(item, sourceOf(drand, url))
  },
})
