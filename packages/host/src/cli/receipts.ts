import { createClient } from '@svc/client'
import { walletFromEnv, WALLET_ENV } from '@svc/client/env'
import { baseUrlOf, type CallerFlags } from './caller.ts'
import { table } from './format.ts'
import { UsageError, type CliIo } from './io.ts'

export interface ReceiptsFlags extends CallerFlags {
  json?: boolean | undefined
  limit?: string | undefined
}

/**
 * `svc receipts`: the wallet's paid calls on the host (--url, SVC_URL), newest first, as the host
 * recorded them. The wallet signs in (sign-in-with-x): nothing is paid.
 */
export async function receiptsCommand(flags: ReceiptsFlags, io: CliIo): Promise<number> {
  const wallet = await walletFromEnv(io.env)
  if (!wallet) throw new UsageError(`svc receipts signs in as the wallet: set ${WALLET_ENV.evm} or ${WALLET_ENV.solana}`)
  const limit = flags.limit === undefined ? undefined : Number(flags.limit)
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= 500)) throw new UsageError('--limit must be a whole number from 1 to 500')
  const client = createClient({ baseUrl: baseUrlOf(flags, io), wallet })
  const answer = await client.receipts(limit === undefined ? {} : { limit })
  if (flags.json) {
    io.out(JSON.stringify(answer, null, 2))
    return 0
  }
  if (answer.count === 0) {
    io.out(`No paid call of ${answer.payer ?? 'this wallet'} on this host.`)
    return 0
  }
  const rows = answer.receipts.map((receipt) => [receipt.at, receipt.operation, `$${receipt.amountUsd}`, receipt.network, receipt.transaction ?? (receipt.channel ? `channel ${receipt.channel}` : '')])
  io.out(`${table([['at', 'operation', 'amount', 'network', 'transaction or channel'], ...rows])}\n${answer.count} paid call${answer.count === 1 ? '' : 's'} of ${answer.payer}`)
  return 0
}
