// The firm's own names, phones, hosts, email and keys that the spec withholds, with clearly
// fictional sample values (555-01xx numbers, .example domains). The firm replaces them here, once;
// each attorney's name and site are in attorneys.ts, each office's address in offices.ts (the home
// office's is the firm's address).

export const firm = {
  /** The spec's copy names the firm two ways across pages; both readings are kept (see §1). */
  names: {
    primary: 'Cascade Crest Injury & Defense Lawyers',
    alternate: 'Cascade Crest Law Group',
  },
  /** Canonical hosts differ between pages in the spec's copy; each page names which one it uses. */
  hosts: {
    primary: 'https://www.cascadecrestlaw.example',
    alternate: 'https://cascadecrestinjury.example',
  },
  phones: {
    main: { display: '(253) 555-0142', tel: '+12535550142' },
    office: { display: '(253) 555-0168', tel: '+12535550168' },
  },
  email: 'intake@cascadecrestlaw.example',
  hours: [
    { days: 'Monday – Friday', time: '8:00 am – 6:00 pm' },
    { days: 'Saturday', time: '10:00 am – 2:00 pm, by appointment' },
    { days: 'Phones', time: 'Answered 24/7 for urgent matters' },
  ],
  claims: {
    successRate: '97%',
    combinedExperience: '150+ years',
    formerProsecutors: 'Nine',
    reviews: '400+ 5-star reviews',
    superLawyerSince: 2019,
    managingPartnerYears: '15+',
    availability: 'Available 24/7 for urgent matters',
  },
  social: [
    { name: 'Facebook', href: 'https://facebook.example/cascadecrestlaw' },
    { name: 'Instagram', href: 'https://instagram.example/cascadecrestlaw' },
    { name: 'LinkedIn', href: 'https://linkedin.example/company/cascadecrestlaw' },
    { name: 'YouTube', href: 'https://youtube.example/@cascadecrestlaw' },
  ],
  /** The same video plays on every practice page; the home page shows these two. */
  videos: {
    practice: { youtubeId: 'M7lc1UVf-VE', title: 'What to do in the first days after a serious injury' },
    home: [
      { youtubeId: 'M7lc1UVf-VE', title: 'Meet the Cascade Crest trial team' },
      { youtubeId: 'M7lc1UVf-VE', title: 'How a contingency fee works for you' },
    ],
  },
  /**
   * The hosted backend (spec §6). The build takes the project from VITE_SUPABASE_URL and
   * VITE_SUPABASE_PUBLISHABLE_KEY (README, "A static host plus Supabase"); this sample key is only
   * what supabase-js is given when neither key variable is set.
   */
  supabase: {
    publishableKey: 'sb_publishable_SAMPLE-not-a-real-key',
  },
  /** The name under the icon of the site installed on a phone (site.webmanifest's short_name). */
  shortName: 'Cascade Crest',
  /**
   * `hours` as search engines read them (LegalService openingHoursSpecification), 24-hour times:
   * only the hours the doors are open. Saturday is by appointment, and the 24/7 line is the phones.
   */
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
  ],
} as const;

export type FirmNameReading = keyof typeof firm.names;
export type HostReading = keyof typeof firm.hosts;
