import { defineOperation, lazyHandler } from '@svc/core'
import * as v from 'valibot'
import { evmAddress } from '../shared/params.ts'
import { accountListParams, checkAccountList } from '../shared/account-list.ts'
import { etherscan } from '../upstreams/etherscan.ts'

const input = v.object({ address: evmAddress, ...accountListParams })
export type AddressHistoryInput = v.InferOutput<typeof input>

export default defineOperation({
  name: 'address-history',
  method: 'GET',
  description: 'Normal transactions of an EVM address from the block explorer (Etherscan V2, any supported chain by chainId), newest first: hash, block, time, from/to, value in wei and ETH, gas used and price, method id and name, error flag and created contract.',
  input,
  upstreams: [etherscan],
  sources: [{ path: '/v2/api', query: { module: 'account', action: 'txlist' }, cacheTtl: '30s' }],
  keywords: ['wallet transaction history', 'transactions of address', 'etherscan history'],
  // Blocks in the wrong order, or a page past the rows Etherscan serves, can only fail: the 400 comes before any 402.
  check: checkAccountList,
  handler: lazyHandler<AddressHistoryInput>(() => import('../handlers/address-history.ts')),
})
