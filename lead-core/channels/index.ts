// The channels a lead's deliveries go through, by the name each delivery row carries: the intake
// email always, the others when their settings are present (lead-core/intake-settings.ts, whose
// `deliveryTargets` queues a delivery for each). A new CRM adds its line here.
import { confirmationChannel, type IntakeSettings } from '../intake-settings.ts';
import type { Channel } from '../outbox.ts';
import { clioGrowChannel } from './clio-grow.ts';
import { confirmationTextChannel } from './confirmation-text.ts';
import { followUpTextChannels, twilioSmsChannel } from './twilio-sms.ts';
import { webhookChannel } from './webhook.ts';

export function intakeChannels(email: Channel, intake: IntakeSettings): Record<string, Channel> {
  return {
    email,
    ...(intake.sms && { sms: twilioSmsChannel(intake.sms, intake.link), ...followUpTextChannels(intake.sms, intake.followUp, intake.link) }),
    ...(intake.twilio && { [confirmationChannel]: confirmationTextChannel(intake.twilio) }),
    ...(intake.webhook && { webhook: webhookChannel(intake.webhook) }),
    ...(intake.clioGrow && { 'clio-grow': clioGrowChannel(intake.clioGrow) }),
  };
}
