import { createClient, type ChannelBalance, type ClosedChannel } from '@svc/client'
import { channelStoreFromEnv, walletFromEnv, WALLET_ENV } from '@svc/client/env'
import { baseUrlOf, type CallerFlags } from './caller.ts'
import { table } from './format.ts'
import { UsageError, type CliIo } from './io.ts'

export interface ChannelsFlags extends CallerFlags {
  json?: boolean | undefined
  all?: boolean | undefined
}

/**
 * `svc channels`: the x402 channels `svc call --pay` opened, as kept in SVC_CHANNELS_FILE (default
 * ~/.config/svc/channels.json); `svc channels close [--all]` closes those with the host (--url, SVC_URL),
 * or with every host, cooperatively: the host refunds what its vouchers did not charge.
 */
export async function channelsCommand(args: string[], flags: ChannelsFlags, io: CliIo): Promise<number> {
  const [action, ...rest] = args
  if (rest.length > 0 || (action !== undefined && action !== 'close')) throw new UsageError(`svc channels takes no argument but "close", not "${args.join(' ')}"`)
  return action === 'close' ? closeChannels(flags, io) : listChannels(flags, io)
}

async function listChannels(flags: ChannelsFlags, io: CliIo): Promise<number> {
  const wallet = await walletFromEnv(io.env)
  const payer = wallet?.evm?.address.toLowerCase()
  // With a key, its channels; without, every channel of the file.
  const records = (await channelStoreFromEnv(io.env).load()).filter((record) => !payer || record.payer === payer)
  const hosts = [...new Set(records.map((record) => record.host))]
  const balances: ChannelBalance[] = []
  for (const host of hosts) {
    for (const owner of new Set(records.filter((record) => record.host === host).map((record) => record.payer))) {
      balances.push(...(await clientFor(host, owner, io).channels()))
    }
  }
  if (flags.json) {
    io.out(JSON.stringify({ channels: balances }, null, 2))
    return 0
  }
  if (balances.length === 0) {
    io.out('No open channel. `svc call --pay` opens one with a host that offers batch-settlement when SVC_MAX_CHANNEL_DEPOSIT allows its deposit.')
    return 0
  }
  const rows = balances.map((balance) => [balance.host, balance.payer, `$${balance.depositUsd}`, `$${balance.chargedUsd}`, `$${balance.remainingUsd}`, balance.openedAt, balance.channelId])
  io.out(table([['host', 'payer', 'deposit', 'spent', 'remaining', 'opened', 'channel'], ...rows]))
  return 0
}

/** A client that only reads the file: its channels with one host, of one payer (no signing). */
function clientFor(host: string, payer: string, io: CliIo) {
  const watcher = { address: payer as `0x${string}`, signTypedData: async () => {
    throw new Error('listing signs nothing')
  } }
  return createClient({ baseUrl: host, wallet: { evm: watcher }, channelStore: channelStoreFromEnv(io.env) })
}

async function closeChannels(flags: ChannelsFlags, io: CliIo): Promise<number> {
  const wallet = await walletFromEnv(io.env)
  if (!wallet?.evm) throw new UsageError(`svc channels close signs the refund: set ${WALLET_ENV.evm} (0x private key of the wallet that opened the channels)`)
  const payer = wallet.evm.address.toLowerCase()
  const store = channelStoreFromEnv(io.env)
  const mine = (await store.load()).filter((record) => record.payer === payer)
  const hosts = flags.all ? [...new Set(mine.map((record) => record.host))] : [new URL(baseUrlOf(flags, io)).origin]
  const closed: Array<ClosedChannel & { host: string }> = []
  for (const host of hosts) {
    const client = createClient({ baseUrl: host, wallet, channelStore: store })
    closed.push(...(await client.closeChannels()).map((channel) => ({ host, ...channel })))
  }
  if (flags.json) io.out(JSON.stringify({ closed }, null, 2))
  else if (closed.length === 0) io.out(flags.all ? 'No open channel to close.' : `No open channel with ${hosts[0]} (--all closes those with every host).`)
  else io.out(closed.map((channel) => (channel.refunded ? `${channel.host} ${channel.channelId}: closed, $${channel.refundedUsd} refunded` : `${channel.host} ${channel.channelId}: not closed: ${channel.error}`)).join('\n'))
  return closed.every((channel) => channel.refunded) ? 0 : 1
}
