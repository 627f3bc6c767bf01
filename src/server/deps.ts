// What every route group is built from.
import type { ServerConfig } from './config';
import type { LogSink } from './http/request-log';
import type { SmsSender } from './sms/types';
import type { Store } from './store/types';

export interface AppDeps {
  store: Store;
  sms: SmsSender;
  config: ServerConfig;
  /** Where the JSON log lines go; stdout when absent. */
  log?: LogSink;
}
