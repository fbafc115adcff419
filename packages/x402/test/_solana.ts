import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  partiallySignTransactionMessageWithSigners,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type AccountSignerMeta,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit'
import { associatedTokenAccount } from '../src/solana-verify.ts'
import { encodeJson, feePayer, solPayTo, solRail } from './_setup.ts'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const COMPUTE_BUDGET = address('ComputeBudget111111111111111111111111111111')
const MEMO = address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr')

export const randomBlockhash = () => getBase58Decoder().decode(crypto.getRandomValues(new Uint8Array(32))) as Blockhash

function le(bytes: number, value: bigint): number[] {
  return Array.from({ length: bytes }, (_, i) => Number((value >> BigInt(8 * i)) & 0xffn))
}

export interface SolanaPaymentOptions {
  payer?: KeyPairSigner
  amount?: bigint
  mint?: string
  /** Owner of the destination token account (its ATA is derived). */
  payTo?: string
  feePayer?: string
  decimals?: number
  microLamports?: bigint
  /** Instructions appended after the memo. */
  extra?: Instruction[]
  network?: string
}

/** A partially signed x402 `exact` Solana payment as the official client lays it out (limit, price, TransferChecked, memo). */
export async function solanaPayment(options: SolanaPaymentOptions = {}): Promise<{ header: string; payload: any; payer: KeyPairSigner; transaction: string; memo: string }> {
  const payer = options.payer ?? (await generateKeyPairSigner())
  const mint = address(options.mint ?? solRail.asset)
  const source = await associatedTokenAccount(await import('@solana/kit'), payer.address, TOKEN_PROGRAM, mint)
  const destination = await associatedTokenAccount(await import('@solana/kit'), options.payTo ?? solPayTo, TOKEN_PROGRAM, mint)
  const authority: AccountSignerMeta = { address: payer.address, role: AccountRole.READONLY_SIGNER, signer: payer }
  const transfer: Instruction = {
    programAddress: address(TOKEN_PROGRAM),
    accounts: [
      { address: address(source), role: AccountRole.WRITABLE },
      { address: mint, role: AccountRole.READONLY },
      { address: address(destination), role: AccountRole.WRITABLE },
      authority,
    ],
    data: Uint8Array.from([12, ...le(8, options.amount ?? 10_000n), options.decimals ?? 6]),
  }
  const memo = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex')
  const instructions: Instruction[] = [
    { programAddress: COMPUTE_BUDGET, data: Uint8Array.from([2, ...le(4, 20_000n)]) },
    { programAddress: COMPUTE_BUDGET, data: Uint8Array.from([3, ...le(8, options.microLamports ?? 1n)]) },
    transfer,
    { programAddress: MEMO, data: new TextEncoder().encode(memo) },
    ...(options.extra ?? []),
  ]
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(options.feePayer ?? feePayer), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: randomBlockhash(), lastValidBlockHeight: 1000n }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const transaction = getBase64EncodedWireTransaction(await partiallySignTransactionMessageWithSigners(message))
  const payload = {
    x402Version: 2,
    resource: { url: 'http://localhost/api/paid/thing' },
    accepted: { scheme: 'exact', network: options.network ?? solRail.network, amount: String(options.amount ?? 10_000n), asset: solRail.asset, payTo: solPayTo, maxTimeoutSeconds: 60, extra: { feePayer } },
    payload: { transaction },
  }
  return { header: encodeJson(payload), payload, payer, transaction, memo }
}

/** The same transaction with its memo changed after signing: still well-formed, but the signature no longer matches. */
export function tamper(transaction: string, memo: string): string {
  const bytes = Buffer.from(transaction, 'base64')
  const at = bytes.indexOf(Buffer.from(memo))
  if (at < 0) throw new Error('memo not found')
  bytes.write(memo.startsWith('0') ? '1' : '0', at)
  return bytes.toString('base64')
}
