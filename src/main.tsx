import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { sendPendingRequests } from './engine/record-request';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
// Requests recorded while offline on an earlier page go out now, without holding up this page.
void sendPendingRequests();
