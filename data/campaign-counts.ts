// The weekly count of the leads that keep no attribution (lead_campaign_counts): the firm's report
// shows a kind of visit's count for a week only from this many leads; smaller ones are pooled, so a
// week's count cannot be matched to one lead (RCW 19.373.010: deidentified data). The privacy pages
// state it (data/legal/lead-facts.ts), and `npm run leads -- report` applies it. One number.
export const campaignCountShownFrom = 5;
