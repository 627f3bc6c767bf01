// A generic HTTP SMS gateway: POST a JSON body to SMS_HTTP_URL with a bearer token. Most Indian
// gateways (and a small relay in front of any other) accept this shape; field names are settable.

import type { SmsKind, SmsSender } from './types';

export interface HttpSmsOptions {
  url: string;
  token: string;
  sender: string;
  /** Body field names for the recipient and the text. */
  toField: string;
  textField: string;
  /** Fixed fields the gateway wants in every body (India's DLT rules: the entity id). */
  extra: Record<string, string>;
  /** Fields for one kind of text only, over `extra` (DLT: each kind's template id). */
  templates: Partial<Record<SmsKind, Record<string, string>>>;
  timeoutMs: number;
}

const KINDS: readonly SmsKind[] = ['otp', 'notice', 'reminder', 'status'];

const isStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

function parseJson(name: string, raw: string, shape: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new Error(`${name} must be ${shape}`);
  }
}

function parseExtra(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  const value = parseJson('SMS_HTTP_EXTRA', raw, 'a JSON object of strings');
  if (!isStrings(value)) throw new Error('SMS_HTTP_EXTRA must be a JSON object of strings');
  return value;
}

/** SMS_HTTP_TEMPLATES: {"otp": {"template_id": "…"}, "status": {…}}, one object of strings per kind. */
function parseTemplates(raw: string | undefined): HttpSmsOptions['templates'] {
  if (!raw) return {};
  const shape = `a JSON object whose keys are ${KINDS.join(', ')} and whose values are objects of strings`;
  const value = parseJson('SMS_HTTP_TEMPLATES', raw, shape);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`SMS_HTTP_TEMPLATES must be ${shape}`);
  for (const [kind, fields] of Object.entries(value)) {
    if (!KINDS.includes(kind as SmsKind) || !isStrings(fields)) throw new Error(`SMS_HTTP_TEMPLATES must be ${shape} (not "${kind}")`);
  }
  return value as HttpSmsOptions['templates'];
}

export function httpSmsOptionsFromEnv(env: NodeJS.ProcessEnv): HttpSmsOptions {
  const url = env.SMS_HTTP_URL ?? '';
  if (!/^https?:\/\//.test(url)) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL (an http(s) URL)');
  return {
    url,
    token: env.SMS_HTTP_TOKEN ?? '',
    sender: env.SMS_HTTP_SENDER ?? '',
    toField: env.SMS_HTTP_TO_FIELD || 'to',
    textField: env.SMS_HTTP_TEXT_FIELD || 'text',
    extra: parseExtra(env.SMS_HTTP_EXTRA),
    templates: parseTemplates(env.SMS_HTTP_TEMPLATES),
    timeoutMs: Number(env.SMS_HTTP_TIMEOUT_MS) || 10_000,
  };
}

export function createHttpSms(options: HttpSmsOptions): SmsSender {
  return {
    async send(to, text, kind) {
      const body: Record<string, string> = { ...options.extra, ...options.templates[kind], [options.toField]: to, [options.textField]: text };
      if (options.sender) body.sender = options.sender;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const res = await fetch(options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // Drain the body so the connection is reused; its content is the provider's business.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}
