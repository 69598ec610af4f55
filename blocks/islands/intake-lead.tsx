import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { intakePageCopy as words } from '../../data/intake-page-copy';
import type { IntakeSummary } from '../../lead-core/intake-endpoint.ts';
import { intakeFunctionName } from '../../lead-core/lead-endpoint.ts';
import { leadActions, type LeadAction, type LeadOutcome } from '../../lead-core/lead-events.ts';
import { leadApiKey, leadProjectUrl } from '../lead-form/lead-target';

type State =
  | { kind: 'loading' }
  | { kind: 'no-token' }
  | { kind: 'failed'; message: string; retry: boolean }
  | { kind: 'lead'; lead: IntakeSummary; minutesAgo: number; recorded?: LeadAction; sending?: LeadAction };

// Checked here, where both are in reach: the words name each action and outcome the lead core has.
const named: { actions: Record<LeadAction, string>; recorded: Record<LeadAction, string>; outcome: Record<LeadOutcome, string> } = words;

/** The intake function: on the Supabase project the site was built for, else this site's own server. */
const endpoint = () => `${leadProjectUrl || window.location.origin}/functions/v1/${intakeFunctionName}`;

/**
 * The intake page's lead: the token is read from the address's fragment (never sent to a server
 * with the page), posted to the intake function for the lead's summary, and posted again with the
 * action a button names. Loading the page records nothing. Its words are imported, not props: some
 * are functions, which an island's JSON props would lose.
 */
export default function IntakeLead() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const token = useRef('');

  async function post(body: { token: string; action?: LeadAction }): Promise<State> {
    try {
      const response = await fetch(endpoint(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: leadApiKey },
        body: JSON.stringify(body),
        cache: 'no-store',
        referrerPolicy: 'no-referrer',
      });
      if (response.status === 404) return { kind: 'failed', message: words.invalid, retry: false };
      if (response.status === 429) return { kind: 'failed', message: words.tooMany, retry: true };
      if (!response.ok) return { kind: 'failed', message: words.unreachable, retry: true };
      const lead = (await response.json()) as IntakeSummary;
      const minutesAgo = Math.max(0, Math.floor((Date.now() - Date.parse(lead.receivedAt)) / 60_000));
      return { kind: 'lead', lead, minutesAgo, ...(body.action && { recorded: body.action }) };
    } catch {
      return { kind: 'failed', message: words.unreachable, retry: true };
    }
  }

  const retry = () => {
    setState({ kind: 'loading' });
    void post({ token: token.current }).then(setState);
  };

  // Once, at hydration: the token does not change while the page is open.
  const openFromAddress = useEffectEvent(() => {
    token.current = window.location.hash.slice(1);
    void (token.current ? post({ token: token.current }) : Promise.resolve<State>({ kind: 'no-token' })).then(setState);
  });
  useEffect(() => openFromAddress(), []);

  const act = (action: LeadAction) => {
    if (state.kind !== 'lead' || state.sending) return;
    setState({ ...state, sending: action });
    void post({ token: token.current, action }).then(setState);
  };

  if (state.kind === 'loading') return <p role="status">{words.loading}</p>;
  if (state.kind === 'no-token') return <p>{words.noToken}</p>;
  if (state.kind === 'failed') {
    return (
      <div role="alert" className="space-y-4">
        <p>{state.message}</p>
        {state.retry && (
          <button type="button" onClick={retry} className="rounded-lg border-2 border-slate-900 px-4 py-2 font-semibold text-slate-900">
            {words.retry}
          </button>
        )}
      </div>
    );
  }

  const { lead } = state;
  return (
    <div className="space-y-8">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-lg">
        <dt className="font-semibold text-slate-900">{words.fields.firstName}</dt>
        <dd className="break-words">{lead.firstName}</dd>
        <dt className="font-semibold text-slate-900">{words.fields.phone}</dt>
        <dd>
          <a href={`tel:${lead.tel}`} className="font-semibold text-red-800 underline">
            {lead.phone}
          </a>
        </dd>
        <dt className="font-semibold text-slate-900">{words.fields.caseType}</dt>
        <dd>{lead.caseType}</dd>
        <dt className="font-semibold text-slate-900">{words.fields.page}</dt>
        <dd className="break-all">{lead.pagePath || lead.sourcePage}</dd>
        <dt className="font-semibold text-slate-900">{words.fields.language}</dt>
        <dd>{lead.language}</dd>
        <dt className="font-semibold text-slate-900">{words.fields.received}</dt>
        <dd>
          <time dateTime={lead.receivedAt}>{words.ago(state.minutesAgo)}</time>
        </dd>
        <dt className="font-semibold text-slate-900">{words.outcomeLabel}</dt>
        <dd>{named.outcome[lead.outcome]}</dd>
      </dl>
      <a
        href={`tel:${lead.tel}`}
        className="block rounded-lg bg-red-800 px-6 py-4 text-center text-lg font-bold text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        {words.call(lead.firstName)}
      </a>
      <section aria-labelledby="intake-actions">
        <h2 id="intake-actions" className="mb-3 text-xl font-bold text-slate-900">
          {words.actionsHeading}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {leadActions.map((action) => (
            <button
              key={action}
              type="button"
              onClick={() => act(action)}
              aria-disabled={state.sending ? true : undefined}
              className="min-h-12 rounded-lg border-2 border-slate-900 bg-white px-4 py-3 text-lg font-semibold text-slate-900 hover:bg-stone-100 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-red-800"
            >
              {named.actions[action]}
            </button>
          ))}
        </div>
        <p role="status" className="mt-3 min-h-6 font-semibold text-green-800">
          {state.recorded ? named.recorded[state.recorded] : ''}
        </p>
      </section>
      <section aria-labelledby="intake-history">
        <h2 id="intake-history" className="mb-3 text-xl font-bold text-slate-900">
          {words.historyHeading}
        </h2>
        {lead.events.length === 0 ? (
          <p>{words.nothingYet}</p>
        ) : (
          <ol className="space-y-1">
            {lead.events.map((event) => (
              <li key={`${event.kind}-${event.at}`}>
                <time dateTime={event.at}>{new Date(event.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</time>:{' '}
                {named.actions[event.kind]} {words.by(event.recipient)}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
