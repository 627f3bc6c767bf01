// A recorded request as the API shows it to its sender (POST /api/requests/track) and to the
// signed-in owner (GET /api/me/requests). Dates are ISO strings; who changed a status is never shown.

export type RequestStatus = 'received' | 'in_progress' | 'completed' | 'closed';

export interface RequestHistoryItem {
  status: RequestStatus;
  at: string;
  note?: string;
  /** Why a request was closed. */
  reason?: string;
}

export interface RequestView {
  id: string;
  serviceNumber: string;
  entryId: string;
  title: string;
  createdAt: string;
  status: RequestStatus;
  history: RequestHistoryItem[];
}
