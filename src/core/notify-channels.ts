// The channels a visitor hears of a status change on, as the desk's timeline records each try. A
// channel is added here, with its desk name (`admin.requests.channel.<name>` in en-admin.ts and
// te-admin.ts, which the compiler asks for) and its sender (src/server/notify/, opened in
// open-notifiers.ts); the stores, the API's answers and the desk page read the list.

export const NOTIFY_CHANNELS = ['sms', 'whatsapp'] as const;

export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
