// The reminder of a lead nobody has acted on, to each on-call number: round 0 is queued with the
// lead, due at the escalation (INTAKE_ESCALATE_AFTER), and the chase after "No answer" queues
// rounds 1… (lead-core/lead-events.ts). Any action on the lead cancels the ones still due.
import { defineChannel } from './channel.ts';
import { intakeText, linkFor, onCallTexts, twilioSender } from './twilio-sms.ts';

export const channel = defineChannel({
  name: 'reminder',
  settings: onCallTexts,
  targets: ({ sms, followUp }) => sms.to.map((target) => ({ target, delaySeconds: followUp.escalateAfterSeconds })),
  sender({ sms, followUp, link }) {
    const send = twilioSender(sms);
    const minutes = Math.round(followUp.escalateAfterSeconds / 60);
    return {
      send: (lead, delivery) =>
        send(
          delivery.target,
          intakeText(lead, linkFor(link, lead, delivery.target), { kind: 'reminder', round: delivery.round, of: followUp.remindTimes, minutes }),
        ),
    };
  },
  describe: ({ followUp }) => `escalation after ${followUp.escalateAfterSeconds / 60} min`,
});
