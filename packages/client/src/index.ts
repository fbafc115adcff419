export { createClient, type ClientOptions, type SpentSummary, type SvcClient } from './client.ts'
export type { SvcOperations } from './_operations.ts'
export {
  BatchFailedError,
  isSvcError,
  PaymentRefusedError,
  PaymentRejectedError,
  PaymentRequiredError,
  PaymentRetryLaterError,
  SvcError,
  TrialExhaustedError,
  UpstreamError,
  ValidationError,
  type BatchFailure,
  type FieldIssue,
  type RefusalReason,
} from './errors.ts'
export { atomicToUsd, usdToAtomic, type Usd } from './money.ts'
export { isNormalized } from './types.ts'
export { USDC, type PayableAsset } from './payment/assets.ts'
export type { EvmSigner, Wallet } from './payment/signer.ts'
export type { ChannelBalance, ClosedChannel } from './payment/channels.ts'
export { memoryChannelStore, type ChannelRecord, type ChannelStore } from './payment/channel-store.ts'
export { DEFAULT_MAX_PER_CALL, isAllowed, type PaymentProposal, type SpendControls } from './spend/controls.ts'
export { memorySpendStore, type SpendRecord, type SpendStore } from './spend/ledger.ts'
export type { BatchCall, BatchData, BatchResult, CallArgs, CallOptions, DataOf, OperationId, ParamsOf } from './typed.ts'
export type {
  AccountChannels,
  AccountReceipts,
  BinaryData,
  CallMeta,
  CallResult,
  Directory,
  DirectoryEntry,
  FoundOperations,
  JsonSchema,
  LegacyData,
  NormalizedData,
  OperationMap,
  OperationShape,
  Receipt,
  SearchMatch,
  SearchResult,
  Settlement,
  Source,
} from './types.ts'
