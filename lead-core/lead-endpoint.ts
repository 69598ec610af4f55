// Where the lead function answers: on Supabase, and on the site's own server, which serves the same
// handler at the same path so the form's native POST and supabase-js reach it alike.
export const leadFunctionName = 'send-contact-email';
export const leadEndpoint = `/functions/v1/${leadFunctionName}`;

/** The intake page's function (lead-core/intake-endpoint.ts), served the same two ways. */
export const intakeFunctionName = 'intake-lead';
export const intakeEndpoint = `/functions/v1/${intakeFunctionName}`;
