// The topics of the chat's canned replies: the keyword replies (reply-for.ts) and the vocabulary's
// words for them (match-services.ts) both name them.
export type ChatTopic = 'track' | 'greeting' | 'hello' | 'vehicle' | 'licence' | 'help' | 'contact';
