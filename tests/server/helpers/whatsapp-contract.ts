// The WhatsApp-messages part of the store port: one behaviour, both adapters.
import { describe, expect } from 'vitest';
import type { Store } from '../../../src/server/store/types';
import type { WhatsAppMessage } from '../../../src/server/store/whatsapp-types';
import { storeCase } from './store-case';

// Meta's ids hold characters no Firestore document id or page cursor may: '/', '=', '+'.
const message = (over: Partial<WhatsAppMessage> = {}): WhatsAppMessage => ({
  id: 'wamid.HBgM/OTE5ODc2+NTQzMjEw==',
  direction: 'in',
  phone: '+919876543210',
  serviceNumber: null,
  requestId: null,
  kind: 'text',
  text: 'Hello',
  media: [],
  at: 1000,
  status: null,
  linkedBy: null,
  ...over,
});

export function whatsappContract(name: string, open: () => Promise<Store>): void {
  const test = storeCase(open);

  describe(`whatsapp store contract: ${name}`, () => {
    test('keeps a message once by its id, whatever else a second delivery says', async (s) => {
      const first = message({ media: [{ id: '1234', mime: 'image/jpeg' }], kind: 'image' });
      expect(await s.whatsapp.add(first)).toBe(true);
      expect(await s.whatsapp.add({ ...first, text: 'changed', at: 2000 })).toBe(false);
      expect(await s.whatsapp.get(first.id)).toEqual(first);
      expect(await s.whatsapp.get('wamid.other')).toBeNull();
    });

    test("a request's thread is its messages in both directions, oldest first, never another request's of the same number", async (s) => {
      const of = (requestId: string) => ({ serviceNumber: 'VS123456001', requestId });
      await s.whatsapp.add(message({ id: 'wamid.b', ...of('r1'), at: 2000 }));
      await s.whatsapp.add(message({ id: 'wamid.a', ...of('r1'), at: 1000 }));
      await s.whatsapp.add(message({ id: 'wamid.c', direction: 'out', ...of('r1'), at: 3000, status: 'sent' }));
      // A number made before minting may be two phones' requests: each has its own thread.
      await s.whatsapp.add(message({ id: 'wamid.squat', phone: '+919000000001', ...of('r2'), at: 1200 }));
      await s.whatsapp.add(message({ id: 'wamid.d', serviceNumber: 'VS123456002', requestId: 'r3', at: 1500 }));
      const request = { id: 'r1', serviceNumber: 'VS123456001', phone: '+919876543210' };
      expect((await s.whatsapp.thread(request)).map((m) => m.id)).toEqual(['wamid.a', 'wamid.b', 'wamid.c']);
      expect((await s.whatsapp.thread({ ...request, id: 'r2', phone: '+919000000001' })).map((m) => m.id)).toEqual(['wamid.squat']);
      expect(await s.whatsapp.thread({ id: 'none', serviceNumber: 'VS999999999', phone: '+919876543210' })).toEqual([]);
    });

    test('lists incoming messages without a request newest first, a page at a time; linking one takes it off', async (s) => {
      for (let i = 1; i <= 5; i++) await s.whatsapp.add(message({ id: `wamid.u${i}`, at: i * 1000 }));
      await s.whatsapp.add(message({ id: 'wamid.matched', serviceNumber: 'VS123456001', requestId: 'r1', at: 9000 }));
      await s.whatsapp.add(message({ id: 'wamid.out', direction: 'out', serviceNumber: null, at: 9500, status: 'sent' }));
      const first = await s.whatsapp.unmatched({ limit: 2, cursor: null });
      expect(first.items.map((m) => m.id)).toEqual(['wamid.u5', 'wamid.u4']);
      const second = await s.whatsapp.unmatched({ limit: 2, cursor: first.next });
      expect(second.items.map((m) => m.id)).toEqual(['wamid.u3', 'wamid.u2']);
      const last = await s.whatsapp.unmatched({ limit: 2, cursor: second.next });
      expect(last).toEqual({ items: [expect.objectContaining({ id: 'wamid.u1' })], next: null });

      expect(await s.whatsapp.link('wamid.u4', { id: 'r1', serviceNumber: 'VS123456001' }, 'chief')).toMatchObject({ id: 'wamid.u4', serviceNumber: 'VS123456001', requestId: 'r1', linkedBy: 'chief' });
      expect(await s.whatsapp.link('wamid.u4', { id: 'r3', serviceNumber: 'VS123456002' }, 'other')).toBeNull();
      expect(await s.whatsapp.link('wamid.none', { id: 'r3', serviceNumber: 'VS123456002' }, 'chief')).toBeNull();
      expect((await s.whatsapp.unmatched({ limit: 10, cursor: null })).items.map((m) => m.id)).toEqual(['wamid.u5', 'wamid.u3', 'wamid.u2', 'wamid.u1']);
      expect((await s.whatsapp.thread({ id: 'r1', serviceNumber: 'VS123456001', phone: '+919876543210' })).map((m) => m.id)).toEqual(['wamid.u4', 'wamid.matched']);
    });

    test("the last incoming message of a phone, never counting the desk's own", async (s) => {
      expect(await s.whatsapp.lastIn('+919876543210')).toBeNull();
      await s.whatsapp.add(message({ id: 'wamid.1', at: 1000 }));
      await s.whatsapp.add(message({ id: 'wamid.2', at: 3000 }));
      await s.whatsapp.add(message({ id: 'wamid.3', direction: 'out', at: 5000, status: 'sent' }));
      await s.whatsapp.add(message({ id: 'wamid.4', phone: '+919000000001', at: 7000 }));
      expect(await s.whatsapp.lastIn('+919876543210')).toBe(3000);
    });

    test('an outgoing message moves sent -> delivered -> read, never back; read and failed end it; incoming ones have none', async (s) => {
      await s.whatsapp.add(message({ id: 'wamid.out', direction: 'out', status: 'sent' }));
      expect(await s.whatsapp.setStatus('wamid.out', 'read')).toBe(true);
      expect(await s.whatsapp.setStatus('wamid.out', 'delivered')).toBe(false);
      // Read is proof of delivery: a failure reported after it is not believed.
      expect(await s.whatsapp.setStatus('wamid.out', 'failed')).toBe(false);
      expect((await s.whatsapp.get('wamid.out'))?.status).toBe('read');
      await s.whatsapp.add(message({ id: 'wamid.lost', direction: 'out', status: 'sent' }));
      expect(await s.whatsapp.setStatus('wamid.lost', 'delivered')).toBe(true);
      expect(await s.whatsapp.setStatus('wamid.lost', 'failed')).toBe(true);
      expect(await s.whatsapp.setStatus('wamid.lost', 'read')).toBe(false);
      expect((await s.whatsapp.get('wamid.lost'))?.status).toBe('failed');
      await s.whatsapp.add(message({ id: 'wamid.in' }));
      expect(await s.whatsapp.setStatus('wamid.in', 'read')).toBe(false);
      expect(await s.whatsapp.setStatus('wamid.none', 'read')).toBe(false);
    });

    test("finds a phone's unmatched messages, oldest first: not another phone's, not linked ones, not ours", async (s) => {
      await s.whatsapp.add(message({ id: 'wamid.photo', at: 3000, kind: 'image' }));
      await s.whatsapp.add(message({ id: 'wamid.text', at: 2000 }));
      await s.whatsapp.add(message({ id: 'wamid.linked', at: 1000 }));
      await s.whatsapp.link('wamid.linked', { id: 'r1', serviceNumber: 'VS123456042' }, 'chief');
      await s.whatsapp.add(message({ id: 'wamid.named', at: 1500, serviceNumber: 'VS123456042', requestId: 'r1' }));
      await s.whatsapp.add(message({ id: 'wamid.other', phone: '+919000000001', at: 2500 }));
      await s.whatsapp.add(message({ id: 'wamid.ours', direction: 'out', at: 2600, status: 'sent' }));
      expect(await s.whatsapp.unmatchedFrom('+919876543210')).toEqual(['wamid.text', 'wamid.photo']);
      expect(await s.whatsapp.unmatchedFrom('+919111111111')).toEqual([]);
    });
  });
}
