// The lead endpoint of `npm run dev`: the lead pipeline of `npm start` (./local-leads.ts), always on
// the embedded database in DATA_DIR and with mail written to $DATA_DIR/mail as .eml files, whatever
// DATABASE_URL and SMTP_URL say: development never writes to a production database or emails the
// firm. The database is opened at the first lead, and again at a later one if that failed: while
// `npm start` serves on the same DATA_DIR it holds the database's lock, so the form gets the
// handler's 503 (with the phone number) and the terminal says which process holds it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseEnv, siteOrigins } from '../env.ts';
import { sendWebResponse, toWebRequest } from '../site-server.ts';
import { leadEndpoint } from '../../../lead-core/lead-endpoint.ts';
import { openLocalLeads, unavailableLeadHandler, type LocalLeads, type LocalLeadsOptions } from './local-leads.ts';

export interface DevLeadEndpointOptions {
  /** The dev server's own origins (known once it listens). */
  origins: () => string[];
  log: (line: string) => void;
}

export function devLeadEndpoint({ origins, log }: DevLeadEndpointOptions) {
  let opening: Promise<LocalLeads> | undefined;

  const options = (): LocalLeadsOptions => {
    const env = { ...parseEnv(process.env), DATABASE_URL: undefined, SMTP_URL: undefined };
    return { env, siteOrigins: [...origins(), ...siteOrigins(env)], log };
  };

  function open() {
    opening ??= openLocalLeads(options()).then(
      (leads) => {
        log(`Leads: ${leads.describe}`);
        void leads.wake();
        return leads;
      },
      (error: unknown) => {
        opening = undefined;
        throw error;
      },
    );
    return opening;
  }

  return {
    async handle(req: IncomingMessage, res: ServerResponse) {
      const request = toWebRequest(req, new URL(req.url ?? '/', 'http://localhost'));
      const handler = await open().then(
        (leads) => leads.handlers[leadEndpoint]!,
        (error: Error) => unavailableLeadHandler(options(), error),
      );
      await sendWebResponse(res, await handler(request, { clientAddress: req.socket.remoteAddress ?? '' }));
    },
    async close() {
      const leads = await opening?.catch(() => undefined);
      opening = undefined;
      await leads?.close();
    },
  };
}
