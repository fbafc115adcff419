import { describe, expect, it } from 'vitest'
import * as core from '../src/index.ts'
import * as testing from '../src/testing/index.ts'

// The public API on purpose: what plugin authors and hosts use. A new export is a decision (add it
// here with the change that needs it); everything else stays a module-private detail of core.
describe('public API', () => {
  it('@svc/core exports this list', () => {
    expect(Object.keys(core).sort()).toEqual([
      // The persisted webhook outbox (webhookOutbox: payment events, plugins that call back) and state helpers.
      'dueMembers', 'keepTtl',
      'newSortableId', 'placeDue', 'webhookOutbox', 'recordsUnder', 'sweepIfDue', 'updateRecord',
      'ApiError', 'PROJECT_URL', 'CORE_VERSION', 'ConcurrencyLimiter', 'ConfigError', 'UpstreamError',
      'alternativesOf', 'binary', 'buildDirectory', 'buildRegistry', 'calendarDate', 'checkPublicUrl', 'clientNetwork', 'configFromEnv', 'createApp',
      'createEmbeddedState', 'createError', 'createInFlightLedger', 'createSearchIndex',
      'createUpstreams', 'createWorkerPool', 'defineOperation', 'definePlugin', 'defineRail', 'defineUpstream',
      'encodeHeaderJson', 'errorBody', 'errorCodes', 'fetchPublicUrl', 'forbidTogether', 'invalidField', 'isApiError', 'isRailDefinition',
      'jsonLogLine', 'lazyHandler', 'lazyRequire', 'listAnswer', 'listedMicros', 'loadConfig', 'localSource', 'lookupAnswer',
      'microsToDecimal', 'newWebhookSecret', 'paramsSchema', 'parseConfig',
      'postSigned', 'precheckPublicUrl', 'publicAddressesOnly', 'requireAdmin', 'requireExactlyOne', 'requireOne', 'requireOrder', 'reservePayment', 'resolvePublicHost', 'resumeReservation', 'rowLimit', 'runInline', 'runSection', 'sectionData',
      'sectionStatus', 'signWebhook', 'sourceOf', 'textMember', 'numberMember', 'trimmedMember', 'dayMember', 'upstreamAvailability', 'upstreamEnvName', 'usGovernmentWork', 'openLicence', 'UPSTREAM_TIMEOUT_MS', 'apiDataGovAccess', 'socrataAppToken', 'requiredKey', 'optionalKey', 'rapidApiAccess', 'RAPIDAPI_TERMS_URL',
      'userAgent', 'webhookTargetPolicy', 'workerUrl',
      // A plugin's metadata from its package.json (host, testPlugin), core's own package, USD amounts in micros.
      'CORE_PACKAGE', 'pluginLabel', 'readNearestPackage', 'withPackageMetadata', 'microsToUsd', 'usdToMicros',
      // US-style M/D/YYYY dates some providers answer (House Clerk, FoodData Central).
      'usDate',
      // Operation sources: durations as operations declare them (cacheTtl) and as READMEs show them.
      'durationMs', 'durationText',
      // A source said in words (a library, embedded data): the operation's sources, stated once.
      'sourcesInWords',
      // Input and answer blocks plugins repeated: dates, coordinates, paging, members a provider may leave out.
      'booleanOrNull', 'coordinates', 'latitude', 'longitude', 'numberOrNull', 'optionalCoordinates', 'optionalDate', 'optionalText', 'orNull', 'pageNumber', 'paging', 'requiredText', 'rowOffset', 'textOrNull',
      // Providers: what each declares (svc providers, svc list, docs, dashboard), the docs' GET query.
      'limitText', 'paramsQuery', 'providersOf',
      // A picklist of a lookup table's keys (sort orders, types, measures).
      'keyOf',
      // IP input (net, ipinfo): an address, a CIDR block.
      'cidrBlock', 'ipAddress', 'isCidr',
      // A value made at its first use and kept (a table built from a package, a library imported when first needed).
      'loadOnce',
      // An upstream request's `accept` saying a 2xx is the provider's rate limit (GDELT's "slow down" sentence).
      'rateLimitedAnswer',
      // An upstream request's `accept` refusing a count with no list (an answer cut short), not keeping it as none.
      'listedWhenCounted',
    ].sort())
  })

  it('@svc/core/testing exports this list', () => {
    expect(Object.keys(testing).sort()).toEqual([
      'REQUIRE_SERVICES_ENV', 'TEST_PAYER_HEADER', 'TEST_SIGNED_IN_HEADER', 'checkService', 'checksBeforePayment', 'chromiumPath', 'createTestApp', 'createTestPaymentGate',
      'describeWith', 'linesUntilKilled', 'manualClock', 'refusedThenServed', 'seededRandom', 'serveFixtures', 'testHost', 'testPlugin',
      'testRedisUrl', 'testStateBackend', 'upstreamFailureCases', 'withLoopbackFetch', 'withQuery',
    ])
  })

  it('keeps the plugin-author kit that other helpers build on', () => {
    for (const name of ['invalidField', 'requireOne', 'forbidTogether', 'listAnswer', 'lookupAnswer', 'sourceOf', 'localSource', 'defineOperation', 'definePlugin', 'defineUpstream']) expect(core, name).toHaveProperty(name)
    for (const name of ['testHost', 'describeWith', 'testPlugin']) expect(testing, name).toHaveProperty(name)
  })
})
