import websocket from '@fastify/websocket';
import type { WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REALTIME_CLOSE,
  REALTIME_PING,
  REALTIME_PONG,
  realtimeApi,
} from '#shared/contracts/realtime.js';
import type { Bus } from '#server/platform/bus/index.js';
import { route } from '#server/plugins/contract-route.js';
import type { SignedIn } from '#server/plugins/session.js';
import { realtimeErrors } from './errors.js';
import { createSocketRegistry, DEFAULT_LIMITS, type RegistryLimits } from './registry.js';

/**
 * For `@fastify/websocket`, registered by app.ts before any route (so an upgrade aimed at any
 * other route is closed instead of left hanging). Clients only listen and send a 4-byte 'ping':
 * a bigger frame closes the socket (1009), and no compression is negotiated (no inflate bombs).
 */
export const websocketOptions: WebsocketPluginOptions = {
  options: { maxPayload: 1024, perMessageDeflate: false },
  // A client vanishing mid-frame or sending too much is the client's doing, not a server fault.
  errorHandler: (err, socket, request) => {
    request.log.info({ err }, 'realtime socket dropped');
    socket.terminate();
  },
};

export interface RealtimeRoutesOptions {
  bus: Bus;
  /** Pages allowed to open the socket: APP_URL (and the Vite dev server outside production). */
  allowedOrigins: string[];
  limits?: Partial<RegistryLimits>;
  /** Of the given session ids, those that still exist (features/auth answers). */
  liveSessions: (sessionIds: string[]) => Promise<Set<string>>;
}

/**
 * `GET /api/realtime`: the signed-in member's event stream. The upgrade is an ordinary request
 * until the handler: rate limits, the Origin check and the session check run first, and a
 * refusal is an HTTP answer (403, 401) instead of a socket. Cookies ride along with a WebSocket
 * from any page, so the Origin check is what stops cross-site WebSocket hijacking.
 */
export async function realtimeRoutes(
  app: FastifyInstance,
  { bus, allowedOrigins, limits, liveSessions }: RealtimeRoutesOptions,
) {
  // Registered inside this plugin, so its per-request hooks run for /api/realtime only and every
  // other request stays as fast as before (bench/health.ts).
  await app.register(websocket, websocketOptions);
  const registry = createSocketRegistry({ ...DEFAULT_LIMITS, ...limits });
  const unsubscribe = bus.subscribe((userId, event) => registry.deliver(userId, event));
  // Redis was away: events published meanwhile never came, revocations among them.
  const stopResync = bus.onRecovered(() => {
    liveSessions(registry.sessionIds()).then(
      (live) => registry.resync(live),
      (err: unknown) => app.log.error({ err }, 'realtime resync failed'),
    );
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    stopResync();
    registry.stop();
  });

  const origins = new Set(allowedOrigins);
  const members = new WeakMap<FastifyRequest, SignedIn>();

  route(
    app,
    realtimeApi.connect,
    () => {
      throw realtimeErrors.fail('UPGRADE_REQUIRED', 'Open this address as a WebSocket.');
    },
    {
      schema: {
        description:
          'Open as a WebSocket from the app (Origin checked) with the session cookie. The server sends JSON events (shared/contracts/realtime.ts), first `hello`; the client may send only the text `ping` (answered `pong`). A plain GET answers 426.',
      },
      // Cookies ride along with a WebSocket from any page: the Origin check comes first.
      onRequest: async (request) => {
        const origin = request.headers.origin;
        if (!origin || !origins.has(origin))
          throw realtimeErrors.fail(
            'BAD_ORIGIN',
            'This connection did not come from the Right One app.',
          );
      },
      // The guard read the session already: keep it, so the socket handler stays synchronous
      // and no frame can arrive before its listeners are attached.
      preValidation: async (request) => {
        const signedIn = await request.signedIn();
        if (signedIn) members.set(request, signedIn);
      },
      wsHandler: (socket, request) => {
        const signedIn = members.get(request);
        if (!signedIn) return socket.close(REALTIME_CLOSE.unauthorized, 'Please sign in');
        const { user, sessionId } = signedIn;
        if (!registry.add(user.id, socket, sessionId))
          return socket.close(REALTIME_CLOSE.tooManyConnections, 'Too many connections');
        socket.on('close', () => registry.remove(socket));
        socket.on('pong', () => registry.markAlive(socket));
        socket.on('message', (data, isBinary) => {
          if (!registry.allowMessage(socket))
            return socket.close(REALTIME_CLOSE.policy, 'Too many messages');
          if (!isBinary && Buffer.isBuffer(data) && data.toString('utf8') === REALTIME_PING)
            socket.send(REALTIME_PONG);
        });
        registry.send(socket, { type: 'hello', userId: user.id });
      },
    },
  );
}
