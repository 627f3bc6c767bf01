// The chat's view of the catalogue (built by vite-plugin.ts), loaded only with the chat panel.
import * as virtualChat from 'virtual:catalog/chat';
import type { ChatService } from './chat-index.ts';

export const chatServices = virtualChat.services as ChatService[];
