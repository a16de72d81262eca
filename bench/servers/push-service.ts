// The loopback push service in a process of its own, for the push fan-out bench: the sender's
// time and memory are then the bench process's alone. Tells the parent its origin.
import { startLoopbackPushService } from '../../src/server/testing/push-service/loopback.js';

const service = await startLoopbackPushService({ mode: 'count' });
process.send!({ origin: service.origin });
process.on('message', () => process.send!(service.tally()));
