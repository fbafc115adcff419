import { describe, expect, it } from 'vitest'
import * as core from '../src/index.ts'
import * as testing from '../src/testing/index.ts'

// The public API on purpose: what plugin authors and hosts use. A new export is a decision (add it
// here with the change that needs it); everything else stays a module-private detail of core.
describe('public API', () => {
  it('@svc/core exports this list', () => {
    expect(Object.keys(core).sort()).toEqual([
      // The persisted webhook outbox (payment events, plugins that call back) and its state helpers.
      'SWEEP_MS', 'batchedPerKey', 'createWebhookDispatcher', 'deliveryDue', 'dueMembers', 'enqueueWebhook', 'keepTtl', 'logWebhookDelivery',
      'newSortableId', 'newWebhookDelivery', 'placeDue', 'readWebhookLog', 'recordsUnder', 'sweepIfDue', 'updateRecord',
      'ApiError', 'CORE_PACKAGE', 'PROJECT_URL', 'CORE_VERSION', 'ConcurrencyLimiter', 'ConfigError', 'UpstreamError',
      'binary', 'buildDirectory', 'buildOpenApi', 'buildRegistry', 'calendarDate', 'checkPublicUrl', 'clientNetwork', 'configFromEnv', 'createApp',
      'createEmbeddedState', 'createError', 'combineRails', 'createInFlightLedger', 'createRedisState', 'createSearchIndex', 'createState',
      'createUpstreams', 'createWorkerPool', 'defineOperation', 'definePlugin', 'defineRail', 'defineUpstream', 'directoryEntry',
      'encodeHeaderJson', 'errorBody', 'errorCodes', 'fetchPublicUrl', 'forbidTogether', 'invalidField', 'isApiError', 'isRailDefinition',
      'jsonLogLine', 'lazyHandler', 'lazyRequire', 'listAnswer', 'listedMicros', 'loadConfig', 'localSource', 'lookupAnswer',
      'mergeChallenges', 'microsToDecimal', 'microsToUsd', 'newWebhookSecret', 'paramsSchema', 'parseConfig',
      'postSigned', 'precheckPublicUrl', 'publicAddressesOnly', 'railTakes', 'requireAdmin', 'requireOne', 'reservePayment', 'resolvePublicHost', 'resumeReservation', 'rowLimit', 'runInline', 'runSection', 'sectionData',
      'sectionStatus', 'settingsOf', 'signWebhook', 'sourceOf', 'textMember', 'numberMember', 'trimmedMember', 'dayMember', 'toApiError', 'upstreamAvailability', 'upstreamEnvName',
      'usdToMicros', 'userAgent', 'webhookBackoffMs', 'webhookTargetPolicy', 'workerUrl',
      // US-style M/D/YYYY dates some providers answer (House Clerk, FoodData Central).
      'usDate',
      // Providers: what each declares (svc providers, svc list, docs, dashboard), wrong answers, the docs' GET query.
      'WrongAnswerError', 'limitText', 'paramsQuery', 'providerFacts', 'providersOf', 'termsText',
    ].sort())
  })

  it('@svc/core/testing exports this list', () => {
    expect(Object.keys(testing).sort()).toEqual([
      'REQUIRE_SERVICES_ENV', 'TEST_PAYER_HEADER', 'TEST_SIGNED_IN_HEADER', 'checkService', 'checksBeforePayment', 'chromiumPath', 'createTestApp', 'createTestPaymentGate',
      'describeWith', 'linesUntilKilled', 'manualClock', 'pluginTestApp', 'seededRandom', 'serveFixtures', 'testPlugin',
      'testRedisUrl', 'testStateBackend', 'upstreamFailureCases', 'upstreamHarness', 'withLoopbackFetch', 'withQuery',
    ])
  })

  it('keeps the plugin-author kit that other helpers build on', () => {
    for (const name of ['invalidField', 'requireOne', 'forbidTogether', 'listAnswer', 'lookupAnswer', 'sourceOf', 'localSource', 'defineOperation', 'definePlugin', 'defineUpstream']) expect(core, name).toHaveProperty(name)
    for (const name of ['pluginTestApp', 'upstreamHarness', 'describeWith', 'testPlugin']) expect(testing, name).toHaveProperty(name)
  })
})
