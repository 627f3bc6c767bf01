// The store port's part for erasure on request (docs/decisions.md, "Consent and retention"): what a
// person asks to delete goes now, as the purge would take it at its end of life, and the audit
// trail keeps of its events only the action and the time.
import type { ServiceRequest } from './tracking-types';
import type { User } from './account-types';

export interface ErasureStore {
  erasure: {
    /**
     * Adds the request to request_counts (with the status it has now), then deletes it and its
     * WhatsApp thread, and empties the target and detail of the audit events that name it or one
     * of its messages. False when it was gone already (nothing is counted twice).
     */
    eraseRequest(request: ServiceRequest): Promise<boolean>;
    /** Deletes the account with its settings, vehicles, sessions and every code sent to its phone. */
    eraseAccount(user: User): Promise<void>;
  };
}
