// The escalation of a lead nobody has acted on within INTAKE_ESCALATE_AFTER: one text to each
// backup number (INTAKE_BACKUP_SMS_TO), each with its own link. Any action on the lead, "No answer"
// included, cancels it (lead-core/lead-events.ts).
import { defineChannel } from './channel.ts';
import { intakeText, linkFor, onCallTexts, twilioSender } from './twilio-sms.ts';

export const channel = defineChannel({
  name: 'escalation',
  // Configured with the on-call texts, backup numbers or not: a lead queued while there were some still gets its escalation.
  settings: onCallTexts,
  targets: ({ followUp }) => followUp.backupTo.map((target) => ({ target, delaySeconds: followUp.escalateAfterSeconds })),
  sender({ sms, followUp, link }) {
    const send = twilioSender(sms);
    const minutes = Math.round(followUp.escalateAfterSeconds / 60);
    return { send: (lead, delivery) => send(delivery.target, intakeText(lead, linkFor(link, lead, delivery.target), { kind: 'escalation', minutes })) };
  },
  describe: ({ followUp }) => (followUp.backupTo.length ? `backup texts to ${followUp.backupTo.join(', ')}` : 'no backup numbers'),
});
