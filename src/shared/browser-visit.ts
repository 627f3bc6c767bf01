// Which browser session this page belongs to: a cookie with no expiry, which every tab of the browser
// shares and the browser drops when it is closed. Drafts and requests kept on the device carry it, so
// one made in an earlier session (perhaps by someone else on a shared phone) is offered only behind
// "Is this your request?" (docs/offline.md). It is read only in the browser, never by the server.

const COOKIE = 'portal.visit';

/** Where the cookie is read and written: the document, unless a test passes its own. */
export interface CookieJar {
  cookie: string;
}

let thisPageOnly: string | undefined;

/** This browser session's id, made on first use; a browser that refuses cookies gets one for this page only. */
export function browserVisit(jar: CookieJar | undefined = typeof document === 'undefined' ? undefined : document, secure = typeof location !== 'undefined' && location.protocol === 'https:'): string | undefined {
  if (!jar) return undefined;
  const found = readVisit(jar);
  if (found) return found;
  const id = randomId();
  jar.cookie = `${COOKIE}=${id}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  return readVisit(jar) ?? (thisPageOnly ??= id);
}

function readVisit(jar: CookieJar): string | undefined {
  for (const pair of jar.cookie.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === COOKIE && value) return value;
  }
  return undefined;
}

// getRandomValues, not randomUUID: the portal is also served over plain http on a LAN (not a secure context).
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
}
