// The conversation screen's rules (a message, and a live message as the stream sends it), loaded after the screen
// (lib/deferred-schema.ts): the conversation screens would otherwise load zod and the schemas before their first paint.
export { MessageAnswer, MessageInput } from '@tandem/contract';
