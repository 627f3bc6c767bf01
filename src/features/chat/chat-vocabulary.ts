// The words the chat understands on this page: the English build's. Each other language's build
// takes its twin, chat-vocabulary-<code>.ts, in its place (scripts/page-language-plugin.ts).
export { chatVocabularyEn as chatVocabulary } from './chat-vocabulary-en';
