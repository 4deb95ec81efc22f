// The conversation feature's rules (a message, an invitation, a decline, and a live message as the stream sends
// it), loaded after the screen (lib/deferred-schema.ts): the conversation screens and the candidate list would
// otherwise load zod and the schemas before their first paint.
export { DeclineInput, InvitationInput, MessageAnswer, MessageInput } from '@tandem/contract';
