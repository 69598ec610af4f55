// A real SMTP server for tests (the smtp-server package): keeps every message it accepts; while
// `refusing`, answers 451 (try again later) instead.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  recipients: string[];
  raw: string;
  /** The Message-ID header: one per lead (`<lead-<submission id>@leads.invalid>`). */
  messageId: string;
}

/** Listens on `port` (any free one by default), adding what it accepts to `received`. */
export async function startSmtp({ port = 0, received = [] as Received[] } = {}) {
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing is a mail server going down: drop open connections at once rather than after 30 s.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refusing) {
          const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          messageId: raw.match(/^Message-ID: *(.+?)\r?$/im)?.[1] ?? '',
        });
        return callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${listening}`,
    /** Stops listening and drops open connections: the mail server is down. */
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
