// The lead endpoint part of `npm run bench`: the bare endpoint, then `npm start` on a fresh embedded
// database, under the same load in the same run; then a check that every acknowledged lead was
// stored, and how long the outbox's worker took to email the rest once the load stopped.
import { rm } from 'node:fs/promises';
import { openDatabase } from '../../src/server/leads/database.ts';
import { leadPath, loadLeads, type LoadResult } from './load.ts';
import { startServer } from '../support/processes.ts';
import { startSite } from '../support/server.ts';
import { formatTable } from './table.ts';

export const p99TargetMs = 50;

/** Prints the table and the checks; resolves with how many acknowledged leads are missing. */
export async function benchLeadEndpoint({ connections, seconds, ports }: { connections: number; seconds: number; ports: { leads: number; bare: number } }) {
  console.error(`Load: bare endpoint, ${seconds} s…`);
  const bare = await startServer('tests/bench/bare-endpoint.ts', [String(ports.bare)], ports.bare);
  const bareResult = await loadLeads(bare.url, { connections, seconds }).finally(() => bare.stop());

  console.error(`Load: lead endpoint of npm start, ${seconds} s…`);
  // The same command as `npm start`, on a fresh embedded database. Every request comes from
  // 127.0.0.1, so the per-client rate limit is lifted, by a window of one second: the limit's
  // count still runs, over the last second's leads. (A real client has at most `max` leads in its
  // window; with a window of a minute the count covered every lead of the run, a cost only this
  // one-client load has, which grew to 40% of the database's time by the end of a 10 s run.)
  const leadServer = await startSite({ PORT: String(ports.leads), LEAD_RATE_LIMIT: '1000000/1' });
  const { dataDir } = leadServer;
  const leadResult = await loadLeads(leadServer.url, { connections, seconds }).catch(async (error: unknown) => {
    await leadServer.stop();
    throw error;
  });
  const stopStarted = performance.now();
  await leadServer.stop(); // waits for the outbox's worker to finish what is due
  const drainSeconds = (performance.now() - stopStarted) / 1000;

  const database = await openDatabase({ dataDir });
  const stored = await database.sql.query<{ id: string; email_status: string }>(
    `select submission_id::text as id, email.status as email_status
     from public.leads as lead left join public.lead_deliveries as email on email.lead_id = lead.id and email.channel = 'email'`,
  );
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
  const storedIds = new Set(stored.map((row) => row.id));
  const lost = leadResult.acknowledged.filter((id) => !storedIds.has(id)).length;
  const notified = stored.filter((row) => row.email_status === 'sent').length;

  const loadRow = (name: string, result: LoadResult) => [
    name,
    Math.round(result.requestsPerSecond).toString(),
    String(result.p50),
    String(result.p99),
    String(result.max),
    String(result.acknowledged.length),
    String(result.failed),
  ];
  console.log(`\nLead endpoint: autocannon, ${connections} connections, ${seconds} s each, POST ${leadPath}, a new submissionId per request`);
  console.log(
    formatTable(
      ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'max ms', '200 OK', 'failed'],
      [loadRow('bare (same JSON, no database)', bareResult), loadRow('npm start (PGlite, outbox worker on)', leadResult)],
      'lrrrrrr',
    ),
  );
  const acknowledged = leadResult.acknowledged.length;
  console.log(
    `Stored: ${stored.length} leads, ${storedIds.size} distinct ids; ${lost === 0 ? `all ${acknowledged}` : `only ${acknowledged - lost} of the ${acknowledged}`} acknowledged ids are stored` +
      (stored.length > acknowledged ? ` (${stored.length - acknowledged} more were in flight when the load stopped)` : '') +
      `. Emails written: ${notified}; the outbox's worker finished ${drainSeconds.toFixed(1)} s after the load ended (shutdown waits for it).`,
  );
  console.log(`p99 at ${connections} connections: ${leadResult.p99} ms, target < ${p99TargetMs} ms: ${leadResult.p99 < p99TargetMs ? 'met' : 'MISSED'}.`);
  return { lost };
}
