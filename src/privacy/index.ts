/** De-identification: the inbound body scan and the outbound scan of generated text. */
export { assertDeidentified, findInboundIdentifier, BLOCKED_FIELD_NAMES } from './inbound.ts';
export type { InboundHit, InboundScanOptions } from './inbound.ts';
export { scanOutboundText } from './outbound.ts';
export type { IdentifierKind } from './patterns.ts';
