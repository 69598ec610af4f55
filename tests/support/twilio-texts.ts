// A stand-in for Twilio's Messaging webhook: the form-encoded POST Twilio makes when a text reaches
// one of the firm's numbers, signed as Twilio signs it (https://www.twilio.com/docs/usage/security,
// HMAC-SHA1 over the URL and the sorted parameters, keyed by the auth token, base64). Each signature
// it makes is first checked by the `twilio` package's own validateRequest, so the stand-in and the
// webhook cannot share one misreading of the algorithm.
import { createHmac, randomBytes } from 'node:crypto';
import twilio from 'twilio';
import { firm } from '../../data/firm.ts';

/** Twilio's signature of a POST of `params` to `url`, written here from its documentation. */
export function signAsTwilio(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}

export const newMessageSid = () => `SM${randomBytes(16).toString('hex')}`;

/** The fields Twilio posts for an incoming text (the ones the webhook reads, and some it does not). */
export function incomingText({
  from = '+12065550123',
  to = firm.phones.main.tel,
  body = 'I was rear-ended on I-5 this morning. Can someone call me?',
  sid = newMessageSid(),
  numMedia = 0,
}: { from?: string; to?: string; body?: string; sid?: string; numMedia?: number } = {}): Record<string, string> {
  return {
    ToCountry: 'US',
    ToState: 'WA',
    SmsMessageSid: sid,
    NumMedia: String(numMedia),
    ToCity: 'KENT',
    FromZip: '98101',
    SmsSid: sid,
    FromState: 'WA',
    SmsStatus: 'received',
    FromCity: 'SEATTLE',
    Body: body,
    FromCountry: 'US',
    To: to,
    ToZip: '98032',
    NumSegments: '1',
    MessageSid: sid,
    AccountSid: `AC${'0'.repeat(32)}`,
    From: from,
    ApiVersion: '2010-04-01',
    ...(numMedia > 0
      ? { MediaContentType0: 'image/jpeg', MediaUrl0: `https://api.twilio.com/2010-04-01/Accounts/AC/Messages/${sid}/Media/ME${'1'.repeat(32)}` }
      : {}),
  };
}

/** The headers and body of Twilio's POST of `params` to `url`; its signature checked by the `twilio` package first. */
export function twilioRequest(authToken: string, url: string, params: Record<string, string>, signature = signAsTwilio(authToken, url, params)) {
  if (signature === signAsTwilio(authToken, url, params) && !twilio.validateRequest(authToken, signature, url, params)) {
    throw new Error('the stand-in signed a request that the twilio package does not validate');
  }
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature, 'user-agent': 'TwilioProxy/1.1' },
    body: new URLSearchParams(params).toString(),
  };
}
