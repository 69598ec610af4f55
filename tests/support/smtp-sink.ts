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

/**
 * Listens on `host`:`port` (127.0.0.1, any free port by default), adding what it accepts to
 * `received`. With `tls`, it speaks implicit TLS from the first byte (smtps://, port 465).
 */
export async function startSmtp({
  port = 0,
  host = '127.0.0.1',
  tls,
  received = [] as Received[],
}: { port?: number; host?: string; tls?: { key: string; cert: string }; received?: Received[] } = {}) {
  const state = { refusing: false };
  const server = new SMTPServer({
    ...(tls ? { secure: true, key: tls.key, cert: tls.cert } : {}),
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
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const listening = (server.server.address() as AddressInfo).port;
  return {
    received,
    state,
    /** To start it again at the same address after closing it. */
    port: listening,
    url: `${tls ? 'smtps' : 'smtp'}://${host}:${listening}`,
    /** Stops listening and drops open connections: the mail server is down. */
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Just enough of RFC 5322 for the assertions: unfolded headers and the decoded text body. */
export function parseMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const qp = (text: string) =>
    new TextDecoder().decode(
      Uint8Array.from(text.replace(/=\r?\n/g, '').match(/=[0-9A-F]{2}|[\s\S]/g) ?? [], (token) =>
        token.length === 3 ? parseInt(token.slice(1), 16) : token.charCodeAt(0),
      ),
    );
  const subject = (headers.get('subject') ?? '').replace(/=\?UTF-8\?Q\?([^?]*)\?=\s*/gi, (_, word: string) => qp(word.replace(/_/g, ' ')));
  const body = rest.join('\n\n');
  return { headers, subject, text: /quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '') ? qp(body) : body };
}
