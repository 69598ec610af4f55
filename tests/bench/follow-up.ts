// After the alert, in `npm run bench` (issue 29): how long a tap on "Reached them" takes to be
// stored, and how long after an escalation falls due its text reaches Twilio's API (a local
// stand-in that follows its Messages resource). The server of `npm start` (createServerFromEnv) in
// this process, on a fresh embedded database the bench reads directly for the stored times.
import { intakeEndpoint } from '../../lead-core/lead-endpoint.ts';
import { pgliteDatabase } from '../support/databases.ts';
import { startTwilioStandIn } from '../support/intake-services.ts';
import { validLead } from '../support/lead-fixtures.ts';
import { send, startTestServer } from '../support/server.ts';
import { formatTable, median } from './table.ts';

const onCall = '+12535550100';
const backup = '+12535550105';
const escalateAfterMs = 3000;

export async function benchFollowUp({ leads = 15 } = {}) {
  console.error(`Follow-up: ${leads} leads tapped "Reached them", ${leads} left to escalate…`);
  const twilio = await startTwilioStandIn();
  const database = await pgliteDatabase();
  const server = await startTestServer({
    database,
    env: {
      INTAKE_SMS_TO: onCall,
      INTAKE_BACKUP_SMS_TO: backup,
      // Three seconds, so the bench waits little; the worker wakes for the due time as it would at five minutes.
      INTAKE_ESCALATE_AFTER: String(escalateAfterMs / 60_000),
      ...twilio.env,
    },
  });
  const tapToStored: number[] = [];
  const dueToText: number[] = [];
  const until = async (what: string, probe: () => boolean) => {
    for (const deadline = Date.now() + 30_000; !probe(); await new Promise((resolve) => setTimeout(resolve, 2))) {
      if (Date.now() > deadline) throw new Error(`no ${what} within 30 s`);
    }
  };
  try {
    for (let index = 1; index <= leads; index += 1) {
      const tapped = `Tapped Visitor ${index}`;
      const answer = await send(server.port, { from: `127.0.5.${index}`, body: JSON.stringify({ ...validLead, name: tapped }) });
      if (answer.status !== 200) throw new Error(`lead ${index} was answered ${answer.status}`);
      await until('intake text', () => twilio.received.some((text) => text.body.includes(`${tapped},`)));
      const token = /#(\S+)$/.exec(twilio.received.find((text) => text.body.includes(`${tapped},`))!.body)![1];
      const tapAt = Date.now();
      const tap = await fetch(`http://127.0.0.1:${server.port}${intakeEndpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, action: 'reached' }),
      });
      if (tap.status !== 200) throw new Error(`the tap on lead ${index} was answered ${tap.status}`);
      const [event] = await database.sql.query<{ created_at: Date }>(
        `select event.created_at from public.lead_events as event join public.leads as lead on lead.id = event.lead_id where lead.name = $1`,
        [tapped],
      );
      tapToStored.push(new Date(event!.created_at).getTime() - tapAt);

      const waiting = `Waiting Visitor ${index}`;
      await send(server.port, { from: `127.0.6.${index}`, body: JSON.stringify({ ...validLead, name: waiting }) });
      await until('escalation', () => twilio.received.some((text) => text.to === backup && text.body.includes(`${waiting},`)));
      // Claiming leases the row (its next attempt moves two minutes on): the due time is the lead's time plus the wait.
      const [lead] = await database.sql.query<{ created_at: Date }>(`select created_at from public.leads where name = $1`, [waiting]);
      const dueAt = new Date(lead!.created_at).getTime() + escalateAfterMs;
      const textAt = twilio.requests
        .find((request) => new URLSearchParams(request.body).get('To') === backup && request.body.includes(encodeURIComponent(waiting).replace(/%20/g, '+')))!
        .at.getTime();
      dueToText.push(textAt - dueAt);
    }
  } finally {
    await server.close();
    await twilio.close();
    await database.dispose();
  }
  const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(0.9 * values.length))]!;
  console.log(`\nAfter the alert: ${leads} leads each, the server of npm start on the embedded database, texts to a local Twilio stand-in`);
  console.log(
    formatTable(
      ['from', 'to', 'median ms', 'p90 ms'],
      [
        ['a tap on "Reached them"', 'the event stored', String(median(tapToStored)), String(p90(tapToStored))],
        ["an escalation's due time", 'its text at Twilio', String(median(dueToText)), String(p90(dueToText))],
      ],
      'llrr',
    ),
  );
  return { tapToStoredMs: median(tapToStored), dueToTextMs: median(dueToText) };
}
