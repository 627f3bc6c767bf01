// A generic HTTP SMS gateway: POST a JSON body to SMS_HTTP_URL with a bearer token. Most Indian
// gateways (and a small relay in front of any other) accept this shape; field names are settable.

import type { SmsSender } from './types';

export interface HttpSmsOptions {
  url: string;
  token: string;
  sender: string;
  /** Body field names for the recipient and the text. */
  toField: string;
  textField: string;
  /** Fixed fields the gateway wants in every body (India's DLT rules: template and entity ids). */
  extra: Record<string, string>;
  timeoutMs: number;
}

function parseExtra(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error('SMS_HTTP_EXTRA must be a JSON object of strings');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.values(value).some((v) => typeof v !== 'string')) {
    throw new Error('SMS_HTTP_EXTRA must be a JSON object of strings');
  }
  return value as Record<string, string>;
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
    timeoutMs: Number(env.SMS_HTTP_TIMEOUT_MS) || 10_000,
  };
}

export function createHttpSms(options: HttpSmsOptions): SmsSender {
  return {
    async send(to, text) {
      const body: Record<string, string> = { ...options.extra, [options.toField]: to, [options.textField]: text };
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
