import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  messageId: string | undefined;
  subject: string | undefined;
  raw: string;
}

/** A refusal the server answers with, like a relay that is full (4xx) or refuses (5xx). */
export interface Refusal {
  code: number;
  message: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** While set, every RCPT TO is refused with it. */
  refuseRecipients: Refusal | undefined;
  /** While set, every message body is refused with it after it was transferred. */
  refuseData: Refusal | undefined;
  close(): Promise<void>;
}

const refusalError = (r: Refusal) => Object.assign(new Error(r.message), { responseCode: r.code });

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw.split(/\r?\n\r?\n/)[0] ?? '')?.[1]?.trim();

/** A real SMTP server on loopback for tests; `port` lets a "restarted" server reuse its address. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    port: 0,
    url: '',
    received: [],
    refuseRecipients: undefined,
    refuseData: undefined,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    // No TLS on loopback: nodemailer would otherwise upgrade and reject the self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.refuseRecipients ? refusalError(state.refuseRecipients) : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refuseData) return callback(refusalError(state.refuseData));
        const raw = Buffer.concat(chunks).toString('utf8');
        state.received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          messageId: header(raw, 'Message-ID'),
          subject: header(raw, 'Subject'),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}
