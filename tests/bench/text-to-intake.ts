// Texts in, in `npm run bench` (issue 30): how long after a text reaches the inbound-text webhook
// (signed as Twilio signs it) the intake text about its lead reaches Twilio's API (a local stand-in
// that follows its Messages resource). The server of `npm start` (createServerFromEnv) in this
// process, on a fresh embedded database.
import { inboundTextEndpoint } from '../../lead-core/lead-endpoint.ts';
import { pgliteDatabase } from '../support/databases.ts';
import { startTwilioStandIn } from '../support/intake-services.ts';
import { send, startTestServer } from '../support/server.ts';
import { incomingText, twilioRequest } from '../support/twilio-texts.ts';
import { formatTable, median } from './table.ts';

const onCall = '+12535550100';

export async function benchTextToIntake({ texts = 20 } = {}) {
  console.error(`Texts in: ${texts} texts, each from a number of its own…`);
  const twilio = await startTwilioStandIn();
  const database = await pgliteDatabase();
  const server = await startTestServer({
    database,
    env: {
      INTAKE_SMS_TO: onCall,
      ...twilio.env,
    },
  });
  const url = `http://127.0.0.1:${server.port}${inboundTextEndpoint}`;
  const textToIntake: number[] = [];
  try {
    for (let index = 1; index <= texts; index += 1) {
      const from = `+1206555${String(1000 + index)}`;
      const receivedAt = Date.now();
      const answer = await send(server.port, { path: inboundTextEndpoint, ...twilioRequest(twilio.authToken, url, incomingText({ from })) });
      if (answer.status !== 200) throw new Error(`text ${index} was answered ${answer.status}`);
      for (const deadline = Date.now() + 30_000; !twilio.received.some((text) => text.to === onCall && text.body.includes(from));) {
        if (Date.now() > deadline) throw new Error(`no intake text for text ${index} within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const sentAt = twilio.requests.find((request) => new URLSearchParams(request.body).get('Body')?.includes(from))!.at.getTime();
      textToIntake.push(sentAt - receivedAt);
    }
  } finally {
    await server.close();
    await twilio.close();
    await database.dispose();
  }
  console.log(`\nTexts in: ${texts} texts, the server of npm start on the embedded database, intake texts to a local Twilio stand-in`);
  console.log(formatTable(['from', 'to', 'median ms'], [['a text received', 'its intake text at Twilio', String(median(textToIntake))]], 'llr'));
  return { textToIntakeMs: median(textToIntake) };
}
