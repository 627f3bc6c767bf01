// What every route group is built from.
import type { ServerConfig } from './config';
import type { LogSink } from './http/request-log';
import type { Notifier } from './notify/types';
import type { SmsSender } from './sms/types';
import type { Store } from './store/types';
import type { TextLedger } from './texts/text-ledger';

export interface AppDeps {
  store: Store;
  sms: SmsSender;
  /** The channels a visitor hears of a status change on; none when absent. */
  notifiers?: Notifier[];
  config: ServerConfig;
  /** Where the JSON log lines go; stdout when absent. */
  log?: LogSink;
  /** The text ledger `sms` and the notifiers pass (set by createApp): counts a code nobody is texted too. */
  texts?: TextLedger;
}
