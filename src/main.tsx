import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { hasPending } from './engine/pending-requests';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
// Requests that could not be recorded on an earlier page (offline) go out now, without holding up this page.
if (hasPending()) void import('./engine/record-request').then((m) => m.sendPendingRequests());
