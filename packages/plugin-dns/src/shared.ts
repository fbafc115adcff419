/** What other plugins asking DNS share with this one (`@svc/plugin-dns/resolver`). */
export { dnsName, dnsSource } from './names.ts'
export { type DnsRecord, lookupRecords, RECORD_TYPES, type RecordType, reverseName, reverseNames, txtRecords } from './records.ts'
export { dnsResolver } from './resolver.ts'
export { isPrivateRecord, isSpecialUseName, publicAnswer } from './public-answers.ts'
export { allowsPrivateAnswers } from './resolver.ts'
export { type CallerDns, callerDns } from './caller-dns.ts'
