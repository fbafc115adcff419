export { createApp, type CreateAppOptions, type SvcApp } from './app.ts'
export { lazyRequire } from './lazy-require.ts'
export { ConfigError, configFromEnv, loadConfig, parseConfig, upstreamEnvName, type LoadConfigOptions, type SvcConfig, type SvcConfigInput, type UpstreamConfig } from './config.ts'
export {
  binary,
  defineOperation,
  definePlugin,
  lazyHandler,
  type BinaryResult,
  type Caller,
  type CallerKind,
  type CheckHost,
  type HttpMethod,
  type InputSchema,
  type OperationContext,
  type OperationConfigView,
  type OperationDefinition,
  type OperationEffect,
  type OperationHandler,
  type OperationAlias,
  type Payer,
  type PluginContext,
  type PluginDefinition,
  type PluginLifecycle,
  type PlannedCall,
  type PluginRoute,
  type PluginSearch,
  type PriceQuote,
  type PriceSpec,
  type StatedPrice,
  type ResponseShape,
} from './define.ts'
export type { GivenCall, OperationExample, RecordedExample, RecordedExamples } from './examples.ts'
export { ApiError, createError, errorBody, errorCodes, isApiError, type ApiErrorOptions, type ErrorCode } from './errors.ts'
export { requireAdmin } from './admin/auth.ts'
export { CORE_PACKAGE, CORE_VERSION } from './core-operations.ts'
export { microsToDecimal, microsToUsd, usdToMicros, type Micros } from './price.ts'
export { pluginLabel, readNearestPackage, withPackageMetadata, type NamedPlugin, type PluginPackage } from './plugin-package.ts'
export { alternativesOf, buildRegistry, listedMicros, type RegisteredOperation, type Registry, type ResolvedPrice } from './registry.ts'
export {
  encodeHeaderJson,
  type PaymentAuthorization,
  type PaymentGate,
  type PaymentRequiredAnswer,
  type PaymentRequirement,
  type RailAnswer,
  type Settlement,
  type SettleResult,
  type VerifiedPayment,
  type HeldPayment,
} from './payment.ts'
export { defineRail, isRailDefinition, type PaymentRail, type RailCatalog, type RailChallenge, type RailContext, type RailDefinition, type RailDiscovery, type RailFigures, type RailIdentity, type RailMetric } from './rails/rail.ts'
export type { WalletChannel } from './account/wallet-channel.ts'
export type { Receipt } from './account/receipts-log.ts'
export { createInFlightLedger, type InFlightLedger } from './payments/in-flight.ts'
export { reservePayment, resumeReservation, type Reservation, type ReservationRecord, type ReservationState } from './payments/reservations.ts'
export type { PaymentMachinery } from './payments/machinery.ts'
export type { StagedBatch } from './payments/staged-state.ts'
export type { Runtime } from './runtime.ts'
export type { AppSurface, SurfaceAsset, SurfacePage } from './surface.ts'
export { buildDirectory, type DirectoryEntry } from './catalog/directory.ts'
export { paramsSchema } from './catalog/json-schema.ts'
export { runSection, sectionData, sectionStatus, type Section, type SectionOptions } from './sections.ts'
export { createSearchIndex, type SearchCodes, type SearchEmbedder, type SearchEntry, type SearchHit, type SearchIndex, type SearchVocabulary } from './search/index.ts'
export { createEmbeddedState, type BatchGuard, type BatchWrite, type MeterEntry, type MeteredSetOptions, type MeteredSetResult, type MeterReading, type MeterUsage, type ScanPage, type SetOptions, type StateCapabilities, type StateStore } from './state/index.ts'
export { keepTtl, recordsUnder, updateRecord } from './state/records.ts'
export { rateLimitedAnswer } from './upstream/acceptance.ts'
export { createUpstreams, UpstreamError, upstreamAvailability, type Availability, type Upstreams, type UpstreamsOptions } from './upstream/client.ts'
export type { BreakerState, BreakerStats } from './upstream/breaker.ts'
export type { UpstreamMeta } from './upstream/notes.ts'
export { limitText, providersOf, type ConfiguredProvider, type ProviderFacts } from './upstream/facts.ts'
/** A GET's query from an operation's params, as the docs samples and `svc providers check` send it. */
export { query as paramsQuery } from './pages/samples.ts'
export type { Attribution, CommercialUse, ProviderTerms, TermsFact } from './upstream/terms.ts'
export { openLicence, usGovernmentWork, type LicensedData, type OpenLicence } from './upstream/licences.ts'
export { apiDataGovAccess } from './upstream/api-data-gov.ts'
export { RAPIDAPI_TERMS_URL, rapidApiAccess, type RapidApiListing } from './upstream/rapidapi.ts'
export { socrataAppToken } from './upstream/socrata.ts'
export { optionalKey, requiredKey } from './upstream/operator-key.ts'
export type { QuotaUse } from './upstream/quota.ts'
export type { ProviderStats, UpstreamCounters } from './upstream/stats.ts'
export { ConcurrencyLimiter, type LimiterOptions } from './upstream/limiter.ts'
export type { RequiredSetting } from './required-settings.ts'
export { defineUpstream, UPSTREAM_TIMEOUT_MS, type ClientCredentialsKeySpec, type QuotaLimit, type StaleAnswer, type UpstreamClient, type UpstreamDefinition, type UpstreamKeySpec, type UpstreamPlans, type UpstreamQuota, type UpstreamRequest, type UpstreamResponse } from './upstream/types.ts'
export { durationMs, durationText, sourcesInWords, type Duration, type OperationSource } from './upstream/sources.ts'
export { createWorkerPool, runInline, workerUrl, type WorkerLimitStop, type WorkerPool, type WorkerPoolOptions, type WorkerRunOptions } from './workers.ts'
export {
  checkPublicUrl,
  fetchPublicUrl,
  precheckPublicUrl,
  publicAddressesOnly,
  resolvePublicHost,
  type AddressPolicy,
  type CheckPublicOptions,
  type FetchedResource,
  type FetchPublicOptions,
  type ResolvedAddress,
} from './url-guard/index.ts'
export {
  booleanOrNull,
  calendarDate,
  coordinates,
  dayMember,
  forbidTogether,
  invalidField,
  keyOf,
  latitude,
  listAnswer,
  localSource,
  longitude,
  lookupAnswer,
  numberMember,
  numberOrNull,
  optionalCoordinates,
  optionalDate,
  optionalText,
  orNull,
  pageNumber,
  paging,
  requiredText,
  requireExactlyOne,
  requireOne,
  requireOrder,
  rowLimit,
  rowOffset,
  sourceOf,
  textMember,
  textOrNull,
  trimmedMember,
  usDate,
  type AnswerOptions,
  type NormalizedAnswer,
  type PagingOptions,
  type Source,
} from './kit/index.ts'
export { cidrBlock, ipAddress, isCidr } from './kit/index.ts'
export { loadOnce } from './kit/index.ts'
export { listedWhenCounted } from './kit/index.ts'
export { jsonLogLine } from './observe/request-log.ts'
export { clientNetwork } from './client-network.ts'
export type { CallEvent } from './observe/events.ts'
export { newWebhookSecret, postSigned, signWebhook, webhookTargetPolicy, type AttemptOutcome, type SignedPost } from './webhooks/signed-delivery.ts'
export { newSortableId, type OutboxNames, type WebhookDelivery, type WebhookLogEntry, type WebhookSource } from './webhooks/outbox.ts'
export { webhookOutbox, type WebhookOutbox } from './webhooks/public-outbox.ts'
export type { DispatchSettings, WebhookDispatcher } from './webhooks/dispatch.ts'
export { dueMembers, placeDue, sweepIfDue, type Sweeps } from './webhooks/due-index.ts'
export { PROJECT_URL, userAgent } from './project.ts'
