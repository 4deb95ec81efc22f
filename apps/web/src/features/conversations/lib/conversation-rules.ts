import { deferredSchema } from '../../../lib/deferred-schema';
import { lazyModule } from '../../../lib/lazy-module';

const rules = lazyModule(() => import('./conversation-validation'));

export const messageRules = deferredSchema(rules, (loaded) => loaded.MessageInput);
export const liveMessageRules = deferredSchema(rules, (loaded) => loaded.MessageAnswer);
