/** De-identification: the inbound body scan and the outbound scan of generated text. */

export type { InboundHit, InboundScanOptions } from './inbound.ts';
export { assertDeidentified, BLOCKED_FIELD_NAMES, findInboundIdentifier } from './inbound.ts';
export { dayDatesIn, maskDayDates } from './mask-dates.ts';
export { scanOutboundText } from './outbound.ts';
export type { IdentifierKind } from './patterns.ts';
