// Speed to lead, in `npm run bench`: how long after a visitor's acknowledgement intake's phones get
// the text. `npm start` on a fresh embedded database, with the texts going to a stand-in that
// follows Twilio's Messages resource on this machine (so the figure is the site's own share:
// Twilio's delivery to the handset comes on top). Leads are sent one at a time, a second apart,
// each from a visitor of its own, as leads arrive; budget: under 5 s at the median.
import { rm } from 'node:fs/promises';
import { startTwilioStandIn } from '../support/intake-services.ts';
import { validLead } from '../support/lead-fixtures.ts';
import { send, startSite } from '../support/server.ts';
import { formatTable, median } from './table.ts';

export const speedToLeadBudgetMs = 5000;
const onCall = ['+12535550100', '+12535550101'];

export async function benchSpeedToLead({ leads = 20, port }: { leads?: number; port: number }) {
  console.error(`Speed to lead: ${leads} leads to npm start, texts to ${onCall.length} numbers…`);
  const twilio = await startTwilioStandIn();
  const site = await startSite({
    PORT: String(port),
    INTAKE_SMS_TO: onCall.join(','),
    ...twilio.env,
  });
  const delays: number[] = [];
  try {
    for (let index = 1; index <= leads; index += 1) {
      const name = `Speed Visitor ${index}`;
      const answer = await send(site.port, { from: `127.0.4.${index}`, body: JSON.stringify({ ...validLead, name, submissionId: crypto.randomUUID() }) });
      if (answer.status !== 200) throw new Error(`lead ${index} was answered ${answer.status}: ${answer.text}`);
      const acknowledgedAt = Date.now();
      for (const deadline = acknowledgedAt + 30_000; twilio.received.filter((text) => text.body.includes(`${name},`)).length < onCall.length;) {
        if (Date.now() > deadline) throw new Error(`no text for lead ${index} within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const arrivals = twilio.requests
        .filter((request) => new URLSearchParams(request.body).get('Body')?.includes(`${name},`))
        .map((request) => request.at.getTime());
      delays.push(Math.max(...arrivals) - acknowledgedAt);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await site.stop();
    await twilio.close();
    await rm(site.dataDir, { recursive: true, force: true });
  }
  const sorted = [...delays].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  const medianMs = median(delays);
  console.log(
    `\nSpeed to lead: from the visitor's acknowledgement to the last of ${onCall.length} texts reaching Twilio's API (a local stand-in), ${leads} leads`,
  );
  console.log(
    formatTable(
      ['leads', 'median ms', 'p90 ms', 'max ms', 'budget'],
      [[String(leads), String(medianMs), String(at(0.9)), String(sorted.at(-1)), `< ${speedToLeadBudgetMs} ms at the median`]],
      'rrrrl',
    ),
  );
  console.log(`Speed to lead: median ${medianMs} ms, budget < ${speedToLeadBudgetMs} ms: ${medianMs < speedToLeadBudgetMs ? 'met' : 'MISSED'}.`);
  return { median: medianMs };
}
