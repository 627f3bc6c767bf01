// The store port's part for WhatsApp messages (docs/decisions.md, "The desk loop"): what came in on
// the desk's number through Meta's webhook and what the desk sent back, each once, keyed by Meta's
// message id. Media are kept as ids only: the bytes are fetched through the Graph API when the desk
// opens them, never stored.
import { createHash } from 'node:crypto';
import type { Page, PageQuery, ServiceRequest } from './tracking-types';

export type WhatsAppDirection = 'in' | 'out';
export type WhatsAppKind = 'text' | 'image' | 'document' | 'audio' | 'video' | 'other';
/** What Meta last said of a message we sent, in the order it moves (read and failed end it). */
export const OUT_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppOutStatus = (typeof OUT_STATUSES)[number];

export interface WhatsAppMedia {
  id: string;
  mime: string;
}

export interface WhatsAppMessage {
  /** Meta's message id (wamid.…): a message delivered twice is kept once. */
  id: string;
  direction: WhatsAppDirection;
  /** The visitor's number, +91XXXXXXXXXX (src/core/phone.ts), or as Meta gave it with a + for another country's. */
  phone: string;
  /** The service number of the request it belongs to; null for an incoming message not matched to one ("unmatched"). */
  serviceNumber: string | null;
  /** The id of that request, set with the number: a thread is one request's, even where two share a number made before minting. */
  requestId: string | null;
  kind: WhatsAppKind;
  /** The text or a caption, its first 1,000 characters; empty when it has none. */
  text: string;
  media: WhatsAppMedia[];
  at: number;
  /** Outgoing only; null for incoming messages. */
  status: WhatsAppOutStatus | null;
  /** The admin who linked an unmatched message to its request; null when it named its number itself. */
  linkedBy: string | null;
}

/** The request a message is linked to. */
export type MessageRequest = Pick<ServiceRequest, 'id' | 'serviceNumber'>;
/** The request whose thread is read (its phone finds messages kept before threads were keyed by request). */
export type ThreadOf = Pick<ServiceRequest, 'id' | 'serviceNumber' | 'phone'>;

export interface WhatsAppStore {
  whatsapp: {
    /** Keeps the message unless one with its id is kept already; true when this call kept it. */
    add(message: WhatsAppMessage): Promise<boolean>;
    get(id: string): Promise<WhatsAppMessage | null>;
    /** A request's conversation, oldest first. */
    thread(request: ThreadOf): Promise<WhatsAppMessage[]>;
    /** Incoming messages naming no known number, newest first. */
    unmatched(page: PageQuery): Promise<Page<WhatsAppMessage>>;
    /** When the last incoming message from this phone came (epoch ms); null when none did. */
    lastIn(phone: string): Promise<number | null>;
    /**
     * Records what Meta says of a message we sent, if it moves it on (a `delivered` arriving after
     * `read` changes nothing, nor does a `failed`: read is proof of delivery; `failed` ends it); false
     * when there is no such outgoing message or it did not move.
     */
    setStatus(id: string, status: WhatsAppOutStatus): Promise<boolean>;
    /** Gives an unmatched message its request; null when there is no such message or it has one already. */
    link(id: string, request: MessageRequest, by: string): Promise<WhatsAppMessage | null>;
    /** Meta's ids of the unmatched messages from this phone (photos sent after a first text name no number). */
    unmatchedFrom(phone: string): Promise<string[]>;
  };
}

/** Whether `next` moves a message on from `current` (see setStatus). */
export function movesOn(current: WhatsAppOutStatus | null, next: WhatsAppOutStatus): boolean {
  if (current === null) return true;
  if (current === 'read' || current === 'failed') return false;
  return OUT_STATUSES.indexOf(next) > OUT_STATUSES.indexOf(current);
}

/**
 * A message's key in the store: the SHA-256 of Meta's id, which may hold characters a Firestore
 * document id or a page cursor cannot ('/', '='). Unmatched messages page on (at, key).
 */
export const messageKey = (id: string): string => createHash('sha256').update(id).digest('hex');
